import { CONTACTED_LIMIT, CONTACT_STORAGE_KEYS } from './constants';
import { browserStorage, readStored, writeStored } from '../storage/local';
import { parseContactedIds, parseLeadProfile, withContacted, type LeadProfile } from './rules';

/**
 * What the browser remembers of emailing sellers (docs/rules/contact.md), in
 * localStorage: the listings contacted, and the shopper's lead profile. Storage that refuses
 * (private mode, quota) remembers nothing; nothing fails.
 */

/** The listings this browser emailed the seller of, most recent first. */
export const contactedIds = (storage = browserStorage()): string[] =>
  parseContactedIds(readStored(storage, CONTACT_STORAGE_KEYS.contacted));

export const isContacted = (listingId: string, storage = browserStorage()): boolean =>
  contactedIds(storage).includes(listingId);

export const rememberContacted = (listingId: string, storage = browserStorage()): void =>
  writeStored(storage, CONTACT_STORAGE_KEYS.contacted, withContacted(contactedIds(storage), listingId));

/** Adds sellers contacted elsewhere (the consumer history's) after this browser's own, each once. */
export const mergeContacted = (listingIds: readonly string[], storage = browserStorage()): void =>
  writeStored(
    storage,
    CONTACT_STORAGE_KEYS.contacted,
    [...new Set([...contactedIds(storage), ...listingIds])].slice(0, CONTACTED_LIMIT),
  );

/** The shopper's details from the last message sent, or null. */
export const leadProfile = (storage = browserStorage()): LeadProfile | null =>
  parseLeadProfile(readStored(storage, CONTACT_STORAGE_KEYS.leadProfile));

export const saveLeadProfile = (profile: LeadProfile, storage = browserStorage()): void =>
  writeStored(storage, CONTACT_STORAGE_KEYS.leadProfile, profile);
