import { z } from 'zod';

/*
 * A browser's shopper history (docs/rules/history.md#the-events-service): what the events service
 * answers on EVENTS_API_HISTORY_PATH from the events that browser sent. Keyed by the random browser
 * id only; it names searches by their canonical query strings and cars by listing id, never a
 * shopper.
 */

/** GET with `?browserId=` (the browser's pixall id): answers BrowserHistory. */
export const EVENTS_API_HISTORY_PATH = '/events-api/history';

/** The history looks back this far from the moment it is read. */
export const HISTORY_WINDOW_DAYS = 30;

/** The most searches the history names: the most recently shown first. */
export const HISTORY_SEARCHES = 10;

/** The most cars the history names: the most recently engaged with first. */
export const HISTORY_LISTINGS = 50;

/** ISO 8601 in UTC. Plain wire kinds only: the gateway checks answers with contract-check.ts. */
const Instant = z.string();

/** A search whose results the browser was shown, once per canonical query string. */
export const HistorySearch = z.object({
  /** The search's canonical query string (no '?'). */
  search: z.string(),
  /** The result count it showed the last time, or null when none was recorded. */
  resultCount: z.number().int().nullable(),
  /** How many times it was shown within the window. */
  timesShown: z.number().int(),
  /** When it was last shown (when the service received it). */
  lastShownAt: Instant,
});
export type HistorySearch = z.infer<typeof HistorySearch>;

/** A car the browser engaged with: viewed, saved, compared or whose seller it contacted. */
export const HistoryListing = z.object({
  listingId: z.string(),
  /** Its vehicle page's views within the window. */
  views: z.number().int(),
  saved: z.boolean(),
  compared: z.boolean(),
  contacted: z.boolean(),
  /** The last view, or null when it was only saved, compared or contacted. */
  lastViewedAt: Instant.nullable(),
  /** The last engagement of any kind. */
  lastEngagedAt: Instant,
});
export type HistoryListing = z.infer<typeof HistoryListing>;

export const BrowserHistory = z.object({
  /** At most HISTORY_SEARCHES. */
  searches: z.array(HistorySearch),
  /** At most HISTORY_LISTINGS. */
  listings: z.array(HistoryListing),
});
export type BrowserHistory = z.infer<typeof BrowserHistory>;
