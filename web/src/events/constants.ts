import type * as Contract from '../../../contracts/events';

/*
 * The wire contract's constants the page needs (contracts/events), typed by the contract itself:
 * importing its values would bring its schemas (zod) into the client, so they are repeated here,
 * and a value that drifts from the contract's is a type error.
 */
export const EVENTS_ROUTE: typeof Contract.EVENTS_ROUTE = '/events';
export const ERROR_REPORTS_ROUTE: typeof Contract.ERROR_REPORTS_ROUTE = '/client-errors';
export const BROWSER_ID_COOKIE: typeof Contract.BROWSER_ID_COOKIE = 'mm_pixall';
export const BROWSER_ID_MAX_AGE_S = 365 * 24 * 60 * 60;
export const MAX_EVENTS_PER_BATCH: typeof Contract.MAX_EVENTS_PER_BATCH = 50;
export const EVENTS_BODY_LIMIT = 64 * 1024;

/** The shopper's opt-out flag, as a cookie and in localStorage (docs/rules/events-client.md#opt-out). */
export const OPT_OUT_KEY: typeof Contract.EVENTS_OPT_OUT_COOKIE = 'mm_events_optout';

/** How often the recorder sends what is queued, at idle time (docs/rules/events-client.md#batching). */
export const FLUSH_INTERVAL_MS = 5_000;

/** Error reports a page sends at most, each message once (docs/rules/events-client.md#error-reports). */
export const ERROR_REPORTS_PER_PAGE = 5;
export const ERROR_MESSAGE_MAX = 500;
export const ERROR_STACK_MAX = 8000;
export const USER_AGENT_MAX = 300;
export const BUILD_ID_MAX = 40;

/** The feedback widget (docs/rules/events-client.md#feedback-widget). */
export const FEEDBACK_STORAGE_KEY = 'mm_feedback_answered';
export const FEEDBACK_REMEMBERED = 50;
export const FEEDBACK_TEXTS = {
  question: 'Did you find what you were looking for?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thanks for your feedback!',
} as const;
