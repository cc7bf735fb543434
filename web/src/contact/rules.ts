import { offerFloor, PREFERRED_CONTACTS, SELLER_LEAD_LIMITS } from '../../../contracts/leads/constants';
import { looksLikeEmail } from '../account/fieldErrors';
import { CONTACTED_LIMIT, CONTACT_TEXTS } from './constants';
import { isPhoneNumber, phoneDigits } from './phone';

/**
 * The email-the-seller form's rules as pure functions (docs/rules/contact.md#email-the-seller):
 * the contract's checks (contracts/leads SellerLeadRequest) made in the page before sending, so
 * a mistake is shown beside its field at once; the gateway checks again.
 */

export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export interface EmailSellerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  preferredContact: PreferredContact;
}

export type EmailSellerField = Exclude<keyof EmailSellerValues, 'preferredContact'>;
export type EmailSellerErrors = Partial<Record<EmailSellerField | 'offerAmount' | 'form', string>>;

/**
 * The shopper's details the browser remembers after a message was sent (the lead profile), and
 * whether they asked for one-click messages with them (docs/rules/contact.md#one-click).
 */
export type LeadProfile = Omit<EmailSellerValues, 'message'> & { isOneClickOptedIn: boolean };

function nameError(value: string, required: string): string | undefined {
  const name = value.trim();
  if (!name) return required;
  if (name.length > SELLER_LEAD_LIMITS.nameMaxLength) return CONTACT_TEXTS.nameTooLong;
  return undefined;
}

/** What is wrong with a message before it is sent, by field; {} when nothing is. */
export function emailSellerErrors(values: EmailSellerValues): EmailSellerErrors {
  const errors: EmailSellerErrors = {};
  const firstName = nameError(values.firstName, CONTACT_TEXTS.firstNameRequired);
  if (firstName) errors.firstName = firstName;
  const lastName = nameError(values.lastName, CONTACT_TEXTS.lastNameRequired);
  if (lastName) errors.lastName = lastName;

  const email = values.email.trim();
  if (!email) errors.email = CONTACT_TEXTS.emailRequired;
  else if (email.length > SELLER_LEAD_LIMITS.emailMaxLength) errors.email = CONTACT_TEXTS.emailTooLong;
  else if (!looksLikeEmail(email)) errors.email = CONTACT_TEXTS.emailInvalid;

  const phone = values.phone.trim();
  if (phone && !isPhoneNumber(phone)) errors.phone = CONTACT_TEXTS.phoneInvalid;
  else if (!phone && values.preferredContact !== 'EMAIL') errors.phone = CONTACT_TEXTS.phoneRequired;

  const message = values.message.trim();
  if (!message) errors.message = CONTACT_TEXTS.messageRequired;
  else if (message.length > SELLER_LEAD_LIMITS.messageMaxLength) errors.message = CONTACT_TEXTS.messageTooLong;
  return errors;
}

/** An offer as typed ('$12,500') in whole dollars; null when it is not one. */
export function offerDollars(typed: string): number | null {
  const digits = typed.replace(/[\s$,]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * What is wrong with an offer (docs/rules/contact.md#make-offer): whole dollars, from half the
 * asking price (rounded up) to the asking price; undefined when nothing is.
 */
export function offerError(typed: string, askingPrice: number): string | undefined {
  if (!typed.trim()) return CONTACT_TEXTS.offerRequired;
  const amount = offerDollars(typed);
  const floor = offerFloor(askingPrice);
  if (amount === null || amount < floor || amount > askingPrice) return CONTACT_TEXTS.offerRange(floor, askingPrice);
  return undefined;
}

/** The mutation's input from the form's values: trimmed, the phone in its 10 digits or null. */
export function emailSellerInput(listingId: string, values: EmailSellerValues, website: string, offerAmount?: number) {
  return {
    ...(offerAmount === undefined ? {} : { offerAmount }),
    listingId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: phoneDigits(values.phone.trim()) || null,
    message: values.message.trim(),
    preferredContact: values.preferredContact,
    website,
  };
}

const isPreferredContact = (value: unknown): value is PreferredContact =>
  (PREFERRED_CONTACTS as readonly unknown[]).includes(value);

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** A stored lead profile, read defensively: anything unexpected is left out. */
export function parseLeadProfile(stored: string | null): LeadProfile | null {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const profile = value as Record<string, unknown>;
  return {
    firstName: text(profile.firstName, SELLER_LEAD_LIMITS.nameMaxLength),
    lastName: text(profile.lastName, SELLER_LEAD_LIMITS.nameMaxLength),
    email: text(profile.email, SELLER_LEAD_LIMITS.emailMaxLength),
    phone: text(profile.phone, 32),
    preferredContact: isPreferredContact(profile.preferredContact) ? profile.preferredContact : 'EMAIL',
    isOneClickOptedIn: profile.isOneClickOptedIn === true,
  };
}

/**
 * Whether a message goes in one click (docs/rules/contact.md#one-click): the shopper opted in, and
 * the profile holds a first name, a last name and an email (and a phone when they asked for a call
 * or a text) that pass the form's checks. Otherwise the form opens.
 */
export function oneClickReady(profile: LeadProfile | null): profile is LeadProfile {
  if (!profile?.isOneClickOptedIn) return false;
  const { isOneClickOptedIn: _optedIn, ...values } = profile;
  return Object.keys(emailSellerErrors({ ...values, message: CONTACT_TEXTS.oneClickProbe })).length === 0;
}

/** The stored contacted listing ids: digits only, at most CONTACTED_LIMIT. */
export function parseContactedIds(stored: string | null): string[] {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)).slice(0, CONTACTED_LIMIT);
}

/** The contacted list with one more listing, most recent first, without repeats. */
export const withContacted = (ids: readonly string[], listingId: string): string[] =>
  [listingId, ...ids.filter((id) => id !== listingId)].slice(0, CONTACTED_LIMIT);
