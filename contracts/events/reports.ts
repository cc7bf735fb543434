import { z } from 'zod';

/*
 * The operator's reports on the last day's shopper events and client errors
 * (docs/rules/events.md#operator-reports): what the events service answers on
 * EVENTS_API_REPORTS_PATH, read from its SQL views (migration 025). Counts only, and the searches'
 * own canonical query strings: nothing in a report names a shopper.
 */

/** GET: answers EventReports. */
export const EVENTS_API_REPORTS_PATH = '/events-api/reports';

/** Every report looks back this far from the moment it is read (the views' window). */
export const REPORT_WINDOW_HOURS = 24;

/** The most rows a list of a report holds (the busiest first). */
export const REPORT_ROWS = 25;

const Count = z.number().int();
/** A share between 0 and 1; null when there was nothing to divide by. */
const Rate = z.number().nullable();
const Instant = z.string();

export const SearchesReport = z.object({
  /** Searches shown, the browsers that saw them, and how many of them found nothing. */
  shown: Count,
  browsers: Count,
  zeroResults: Count,
  /** The searches shown most often: each canonical query string, its count and its results. */
  top: z.array(
    z.object({ search: z.string(), shown: Count, browsers: Count, averageResults: z.number().int().nullable() }),
  ),
});
export type SearchesReport = z.infer<typeof SearchesReport>;

/**
 * Clicks on results by placement and position (zero-based), and the rate: the clicks over the
 * searches shown with more results than that position (a card there was on the page).
 */
export const ClickThroughRow = z.object({
  placement: z.string(),
  position: Count,
  clicks: Count,
  searchesReaching: Count,
  rate: Rate,
});
export type ClickThroughRow = z.infer<typeof ClickThroughRow>;

/** A search that found nothing: its query string (its filters), how often and when last. */
export const ZeroResultRow = z.object({ search: z.string(), shown: Count, browsers: Count, lastShownAt: Instant });
export type ZeroResultRow = z.infer<typeof ZeroResultRow>;

/** The feedback widget's answers: 'Did you find what you were looking for?' */
export const FeedbackReport = z.object({ yes: Count, no: Count, yesRate: Rate });
export type FeedbackReport = z.infer<typeof FeedbackReport>;

/** Client errors grouped by kind and message, the most reported first, with the latest one's details. */
export const ClientErrorRow = z.object({
  kind: z.string(),
  message: z.string(),
  reports: Count,
  browsers: Count,
  lastSeenAt: Instant,
  lastRoute: z.string(),
  lastBuildId: z.string(),
  /** The latest report's stack, de-minified where the gateway could map it. */
  lastStack: z.string().nullable(),
});
export type ClientErrorRow = z.infer<typeof ClientErrorRow>;

export const EventReports = z.object({
  /** The window the reports cover: REPORT_WINDOW_HOURS up to the moment they were read. */
  from: Instant,
  to: Instant,
  searches: SearchesReport,
  clickThrough: z.array(ClickThroughRow),
  zeroResultSearches: z.array(ZeroResultRow),
  feedback: FeedbackReport,
  clientErrors: z.array(ClientErrorRow),
});
export type EventReports = z.infer<typeof EventReports>;
