/** The lead emails' numbers and names, in one place (docs/rules/contact.md#delivery). */

/** One job per email: the seller's, and the shopper's copy. */
export const LEAD_EMAIL_QUEUE = 'lead-email';

/**
 * A temporary refusal (4xx, no connection, a time-out) is retried with back-off, 30 s doubling, 10
 * times (about 8.5 hours, as the alerts); a permanent one (5xx) is recorded and stops.
 */
export const LEAD_EMAIL_RETRY = { limit: 10, delaySeconds: 30, backoff: true } as const;

/** A send not finished in this long (the worker died) goes back to the queue. */
export const LEAD_EMAIL_EXPIRE_SECONDS = 120;

/** Emails taken from the queue at a time. */
export const LEAD_EMAIL_BATCH = 20;

/**
 * How often the worker looks for outbox rows that have no job (stored while the queue was not yet
 * running), and how old such a row must be: younger ones may be in a transaction still committing.
 */
export const LEAD_EMAIL_SWEEP = { everyMs: 5 * 60_000, olderThanSeconds: 60 } as const;

/** Who the lead emails come from, by name; the address is MAIL_FROM's. */
export const LEAD_SENDER_NAME = 'MotorMart';
