/**
 * The listing-report numbers shared by the leads service and the gateway
 * (docs/rules/listing-actions.md says why each is what it is).
 */

/**
 * Why a shopper reports a listing (docs/rules/listing-actions.md#report-reasons); the database's
 * CHECK (migration 012) holds the same list.
 */
export const REPORT_REASONS = ['WRONG_PRICE', 'SOLD', 'FRAUD', 'WRONG_DETAILS', 'OTHER'] as const;

/** The one reason whose free text is required: 'Other' says nothing by itself. */
export const REPORT_REASON_NEEDING_DETAILS = 'OTHER' satisfies (typeof REPORT_REASONS)[number];

export const REPORT_LIMITS = {
  /** The free text, once trimmed: long enough for a sentence or three, short enough to read. */
  detailsMaxLength: 500,
  /** A listing id is digits (the vehicle page's URL); longer than this is nobody's. */
  listingIdMaxLength: 15,
} as const;

/** Every path of the leads service starts here. */
export const LISTING_REPORTS_PATH = '/listing-reports';

/** Headers the leads service reads. */
export const LEADS_HEADERS = {
  /** On every write: a retry with the same key answers the first call's answer without writing again. */
  idempotencyKey: 'idempotency-key',
} as const;

/** An idempotency key is 8 to 100 characters, as the account service's (docs/rules/accounts.md#idempotency). */
export const LEADS_IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

/** The still-interested lists (docs/rules/still-interested.md#sending-the-list). */
export const STILL_INTERESTED_ALERTS_PATH = '/still-interested-alerts';

/** The vehicles a still-interested list holds at most: the 10 most recently viewed. */
export const STILL_INTERESTED_VINS_MAX = 10;

/** The brands a still-interested list is kept for: the used-car marketplace and the valuation site. */
export const STILL_INTERESTED_BRANDS = ['motormart', 'fairvalue'] as const;

/** Shoppers' messages to sellers (docs/rules/contact.md#email-the-seller). */
export const SELLER_LEADS_PATH = '/seller-leads';

/** How a shopper would like the seller to answer; PHONE and TEXT need a phone number. */
export const PREFERRED_CONTACTS = ['EMAIL', 'PHONE', 'TEXT'] as const;

export const SELLER_LEAD_LIMITS = {
  /** A first or a last name, once trimmed (the lead profile's own limit). */
  nameMaxLength: 60,
  /** An email address can be no longer (RFC 5321). */
  emailMaxLength: 254,
  /** The message, once trimmed: a few paragraphs. */
  messageMaxLength: 1000,
  /**
   * Leads one email address may send in a rolling 24 hours, to any sellers: a shopper writes to a
   * handful of sellers; more is someone using the marketplace to mail its dealers in bulk.
   */
  perEmailPerDay: 10,
} as const;

/**
 * An offer on a listing (docs/rules/contact.md#make-offer): whole dollars, at least half the asking
 * price (rounded up; lower is not an offer a seller answers) and at most the asking price.
 */
export const OFFER_LIMITS = { floorShare: 0.5 } as const;

/** The lowest offer on a car asking `askingPrice` dollars. */
export const offerFloor = (askingPrice: number): number => Math.ceil(askingPrice * OFFER_LIMITS.floorShare);
