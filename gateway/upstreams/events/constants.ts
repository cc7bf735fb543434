import { EVENTS_API_ERRORS_PATH, EVENTS_API_EVENTS_PATH } from '../../../contracts/events/index';
import { EVENTS_API_REPORTS_PATH } from '../../../contracts/events/reports';
import { EVENTS_API_HISTORY_PATH } from '../../../contracts/events/history';

/**
 * The events service's endpoints the gateway calls and their breaker settings
 * (docs/rules/events.md#failures). Nobody waits for an event: a call times out after 1000 ms, and
 * an open circuit stays open 30 s, during which the page's batches are answered 503 at once.
 */
export const EVENTS_TIMEOUT_MS = 1_000;
export const EVENTS_RESET_TIMEOUT_MS = 30_000;
/** The operator's reports read a day of rows: an operator waits longer than a page's beacon. */
export const EVENTS_REPORTS_TIMEOUT_MS = 10_000;
/** A browser's history is fetched in the background (docs/rules/history.md): nobody waits on it either. */
export const EVENTS_HISTORY_TIMEOUT_MS = 2_000;

export const EVENTS_ENDPOINTS = {
  recordEvents: {
    path: EVENTS_API_EVENTS_PATH,
    method: 'POST',
    timeout: EVENTS_TIMEOUT_MS,
    resetTimeout: EVENTS_RESET_TIMEOUT_MS,
  },
  recordError: {
    path: EVENTS_API_ERRORS_PATH,
    method: 'POST',
    timeout: EVENTS_TIMEOUT_MS,
    resetTimeout: EVENTS_RESET_TIMEOUT_MS,
  },
  reports: {
    path: EVENTS_API_REPORTS_PATH,
    method: 'GET',
    timeout: EVENTS_REPORTS_TIMEOUT_MS,
    resetTimeout: EVENTS_RESET_TIMEOUT_MS,
  },
  history: {
    path: EVENTS_API_HISTORY_PATH,
    method: 'GET',
    timeout: EVENTS_HISTORY_TIMEOUT_MS,
    resetTimeout: EVENTS_RESET_TIMEOUT_MS,
  },
} as const;

export type EventsEndpointName = keyof typeof EVENTS_ENDPOINTS;
