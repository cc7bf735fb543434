import type { BrandCode } from '../../contracts/search/brands';

/** The email alerts' numbers and names, in one place (docs/rules/alerts.md). */

/**
 * The job queues: one run checks every due saved search; one job per alert email sends it, and one
 * per browser push (docs/rules/push.md#sending).
 */
export const ALERT_QUEUES = { evaluate: 'alerts-evaluate', send: 'alert-email', push: 'alert-push' } as const;

/** The queue's tables live in their own schema beside ours. */
export const ALERT_QUEUE_SCHEMA = 'pgboss';

/** Every minute: how often the due searches are checked, so an INSTANT search hears within about one. */
export const ALERT_RUN_CRON = '* * * * *';

const HOUR_MS = 60 * 60 * 1000;

/** How long after its last check a saved search is due again, by the shopper's frequency. */
export const ALERT_FREQUENCY_MS = { INSTANT: 0, DAILY: 24 * HOUR_MS, WEEKLY: 7 * 24 * HOUR_MS } as const;

/**
 * A run looks at listings up to a few seconds before it starts: a listing written by a transaction
 * still open then gets its creation time from that transaction's start, and would otherwise fall
 * behind the watermark unseen once it commits.
 */
export const ALERT_SETTLE_MS = 5_000;

/** How long a run waits for the search index to hold the listings up to its cutoff. */
export const ALERT_INDEX_WAIT_MS = 30_000;

/** Due searches whose watermarks and emails are written per transaction. */
export const ALERT_RUN_CHUNK = 500;

/** The cars one email shows; the rest are counted, behind the link to the search. */
export const ALERT_EMAIL_MAX_LISTINGS = 10;

/**
 * Sending: a temporary refusal (4xx, no connection, timeout) is retried with back-off, 30 s
 * doubling each time, 10 times (about 8.5 hours in all); a permanent one (5xx) is recorded and stops.
 */
export const ALERT_SEND_RETRY = { limit: 10, delaySeconds: 30, backoff: true } as const;

/** A send job not finished in this long (the worker died) goes back to the queue. */
export const ALERT_SEND_EXPIRE_SECONDS = 120;

/** Alert pushes taken from the queue at a time and sent together (docs/rules/push.md#sending). */
export const ALERT_PUSH_BATCH = 50;

/** A push service that has not answered a push in this long is tried again later. */
export const ALERT_PUSH_TIMEOUT_MS = 10_000;

/** Alert emails taken from the queue at a time, and the SMTP connections they share. */
export const ALERT_SEND_BATCH = 50;
export const ALERT_SMTP_CONNECTIONS = 5;

/** Saved searches do not record a brand yet (docs/rules/alerts.md#brand): they run as the used-car brand's. */
export const ALERT_BRAND: BrandCode = 'motormart';

/** Who sends the alerts, and the postal address every commercial email must carry (CAN-SPAM). */
export const ALERT_SENDER = {
  brandName: 'MotorMart',
  postalAddress: 'MotorMart, 100 Peachtree Street NW, Suite 400, Atlanta, GA 30303, USA',
} as const;
