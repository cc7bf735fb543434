import { z } from 'zod';
import { multiline, singleLine } from '../text';

/*
 * Shopper events and client error reports (docs/rules/events.md): the page's batches as the
 * gateway receives them, and the events service's wire format. Both sides import these schemas.
 * Nothing here is personal: a random browser id (the first-party pixall cookie), the page's route,
 * the search's canonical query string and listing ids; never a name, an email, a phone number or
 * an IP address.
 */

/** The gateway's public routes the page sends to (a beacon, or fetch with keepalive). */
export const EVENTS_ROUTE = '/events';
export const ERROR_REPORTS_ROUTE = '/client-errors';

/** The anonymous browser id's first-party cookie (the spec's pixall id): a random UUID, one year. */
export const BROWSER_ID_COOKIE = 'mm_pixall';
export const BROWSER_ID_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The shopper's opt-out of shopper events, a first-party cookie ('1'); Global Privacy Control counts the same. */
export const EVENTS_OPT_OUT_COOKIE = 'mm_events_optout';

/** Events per batch, and a batch's body size. */
export const MAX_EVENTS_PER_BATCH = 50;
export const EVENTS_BODY_LIMIT = 64 * 1024;

/** Client error reports a browser may send per minute; more are dropped (429). */
export const ERROR_REPORTS_PER_MINUTE = 10;
export const ERROR_REPORT_BODY_LIMIT = 16 * 1024;

export const EVENT_TYPES = [
  /** A search's results were shown: its query string and result count. */
  'search_shown',
  /** A filter changed: its name and new values. */
  'filter_changed',
  /** A result was clicked: its listing, position (zero-based) and placement. */
  'result_clicked',
  /** A vehicle page was viewed. */
  'vehicle_viewed',
  /** A car was saved (the heart). */
  'listing_saved',
  /** A car was added to compare. */
  'listing_compared',
  /** A seller was contacted: how (email, phone). */
  'seller_contacted',
  /** An ad or sponsored placement was seen / clicked: its slot. */
  'ad_seen',
  'ad_clicked',
  /** The feedback widget was answered: yes or no, on the search it was asked on. */
  'feedback',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const ListingId = z.string().regex(/^\d{1,20}$/);
/** A route of this site, e.g. /cars-for-sale or /cars-for-sale/vehicle/123 (no query string, no host). */
const Route = singleLine(z.string().regex(/^\/[^\s?#]{0,199}$/));
/** A search's canonical query string (no '?'). */
const SearchQuery = singleLine(z.string().max(2000));

export const ShopperEvent = z.object({
  type: z.enum(EVENT_TYPES),
  /** When it happened in the browser (ISO 8601). */
  at: z.iso.datetime(),
  route: Route,
  search: SearchQuery.optional(),
  resultCount: z.number().int().min(0).optional(),
  listingId: ListingId.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  placement: singleLine(z.string().max(40)).optional(),
  filter: z
    .object({ name: singleLine(z.string().max(60)), values: z.array(singleLine(z.string().max(100))).max(50) })
    .optional(),
  /** seller_contacted: email or phone. */
  channel: z.enum(['email', 'phone']).optional(),
  /** ad_seen / ad_clicked: the ad slot. */
  slot: singleLine(z.string().max(60)).optional(),
  /** feedback: the shopper's answer. */
  answer: z.enum(['yes', 'no']).optional(),
});
export type ShopperEvent = z.infer<typeof ShopperEvent>;

/** What the page sends to EVENTS_ROUTE, and the gateway passes on to the events service. */
export const EventBatch = z.object({
  browserId: z.uuid(),
  events: z.array(ShopperEvent).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type EventBatch = z.infer<typeof EventBatch>;

export const ERROR_KINDS = ['error', 'unhandledrejection', 'error_screen'] as const;

/** What the page sends to ERROR_REPORTS_ROUTE. */
export const ErrorReport = z.object({
  browserId: z.uuid(),
  kind: z.enum(ERROR_KINDS),
  message: multiline(z.string().max(500)),
  stack: multiline(z.string().max(8000)).optional(),
  route: Route,
  /** The client build's id (its entry chunk's hash), to find the source maps. */
  buildId: singleLine(z.string().max(40)),
  userAgent: singleLine(z.string().max(300)),
  at: z.iso.datetime(),
});
export type ErrorReport = z.infer<typeof ErrorReport>;

/** The events service's answer to a batch or a report it kept. */
export const Accepted = z.object({ accepted: z.number().int().min(0) });
export type Accepted = z.infer<typeof Accepted>;

/*
 * The events service (docs/rules/events.md#the-events-service): what the gateway sends it and what
 * it answers. The page's batch goes on as it came; a report goes with its de-minified stack.
 */

/** POST an EventBatch; answers AcceptedAnswer. */
export const EVENTS_API_EVENTS_PATH = '/events-api/events';
/** POST an ErrorReportRecord; answers AcceptedAnswer. */
export const EVENTS_API_ERRORS_PATH = '/events-api/errors';

/** The stack mapped back to the source can be longer than the page's: each frame names a source path. */
export const ORIGINAL_STACK_MAX = 16_000;

/** A report as the events service keeps it: the page's, and the stack mapped back to the source. */
export const ErrorReportRecord = ErrorReport.extend({
  originalStack: z.string().max(ORIGINAL_STACK_MAX).optional(),
});
export type ErrorReportRecord = z.infer<typeof ErrorReportRecord>;

/**
 * The events service's answer as the gateway checks it: the gateway's contract check reads an
 * integer, and no other number check (gateway/upstreams/contract-check.ts), so not `Accepted`'s
 * minimum. The service answers what `Accepted` describes.
 */
export const AcceptedAnswer = z.object({ accepted: z.number().int() });
export type AcceptedAnswer = z.infer<typeof AcceptedAnswer>;

/** The events service's refusal: its code, message and, for a bad body, the field. */
export const EventsErrorBody = z.object({
  error: z.object({
    code: z.enum(['BAD_REQUEST', 'INTERNAL']),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type EventsErrorBody = z.infer<typeof EventsErrorBody>;
