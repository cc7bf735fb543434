import { LISTING_REPORTS_PATH, SELLER_LEADS_PATH, STILL_INTERESTED_ALERTS_PATH } from '../../../contracts/leads/index';

/**
 * The leads service's endpoints the gateway calls and their breaker settings
 * (docs/rules/listing-actions.md#calls-and-breakers). Every entry gets its own long-lived breaker.
 * A report times out after 3000 ms, like the account writes; its circuit stays open 30 s, so a
 * shopper who is told to try again in a moment finds it probed again by then.
 */
export const LEADS_ENDPOINTS = {
  reportListing: { path: LISTING_REPORTS_PATH, method: 'POST', timeout: 3_000, resetTimeout: 30_000 },
  /**
   * A shopper's still-interested list (docs/rules/still-interested.md#calls-and-breakers): sent by
   * a beacon nobody waits for, so 2000 ms is plenty; its circuit stays open 30 s.
   */
  keepStillInterested: { path: STILL_INTERESTED_ALERTS_PATH, method: 'POST', timeout: 2_000, resetTimeout: 30_000 },
  /**
   * A shopper's message to a seller (docs/rules/contact.md#calls-and-breakers): a write the shopper
   * waits for, 3000 ms like a report; its circuit stays open 30 s.
   */
  emailSeller: { path: SELLER_LEADS_PATH, method: 'POST', timeout: 3_000, resetTimeout: 30_000 },
} as const;

export type LeadsEndpointName = keyof typeof LEADS_ENDPOINTS;
