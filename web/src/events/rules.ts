import type { ErrorReport, ShopperEvent } from '../../../contracts/events';
import { PAGING_PARAMS } from '../../../contracts/search/constants';
import { withoutNonText } from '../../../contracts/search/text';
import type { Params } from '../search/queryState';
import {
  BUILD_ID_MAX,
  ERROR_MESSAGE_MAX,
  ERROR_STACK_MAX,
  EVENTS_BODY_LIMIT,
  FEEDBACK_REMEMBERED,
  FEEDBACK_STORAGE_KEY,
  MAX_EVENTS_PER_BATCH,
  OPT_OUT_KEY,
  USER_AGENT_MAX,
} from './constants';

/* The recorder's rules as plain functions (docs/rules/events-client.md), tested on their own. */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** A cookie's value in a document.cookie string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function stored(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether nothing may be recorded (docs/rules/events-client.md#opt-out): the browser sends Global
 * Privacy Control, or the shopper opted out (the flag as a cookie or in storage).
 */
export function optedOut(gpc: unknown, cookies: string, storage: Storage | undefined): boolean {
  return gpc === true || readCookie(cookies, OPT_OUT_KEY) === '1' || stored(storage, OPT_OUT_KEY) === '1';
}

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * The filters that changed from one SRP state to the next, each with its new values (none: it was
 * cleared). Paging is no filter. Names and values are cut to the contract's lengths and keep only
 * text: a keyword pasted with a tab, or a cut through a surrogate pair, would otherwise make the
 * events service refuse the whole batch the change is sent in.
 */
export function filterChanges(before: Params, after: Params): Array<{ name: string; values: string[] }> {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: Array<{ name: string; values: string[] }> = [];
  for (const name of [...names].sort()) {
    if ((PAGING_PARAMS as readonly string[]).includes(name)) continue;
    if (sameValues(before[name], after[name])) continue;
    changes.push({
      name: withoutNonText(name.slice(0, 60)),
      values: (after[name] ?? []).slice(0, 50).map((value) => withoutNonText(value.slice(0, 100))),
    });
  }
  return changes;
}

/**
 * A queue cut into batches of at most MAX_EVENTS_PER_BATCH events, each body under
 * EVENTS_BODY_LIMIT (a batch too large is halved; a single event too large is dropped).
 */
export function toBatches(browserId: string, events: readonly ShopperEvent[], max = MAX_EVENTS_PER_BATCH): string[] {
  const bodies: string[] = [];
  const add = (part: readonly ShopperEvent[]) => {
    if (part.length === 0) return;
    const body = JSON.stringify({ browserId, events: part });
    if (body.length <= EVENTS_BODY_LIMIT) return void bodies.push(body);
    if (part.length === 1) return;
    const half = Math.ceil(part.length / 2);
    add(part.slice(0, half));
    add(part.slice(half));
  };
  for (let i = 0; i < events.length; i += max) add(events.slice(i, i + max));
  return bodies;
}

/** At most `cap` error reports a page, each message once (docs/rules/events-client.md#error-reports). */
export function errorGate(cap: number): (message: string) => boolean {
  const seen = new Set<string>();
  return (message) => {
    if (seen.size >= cap || seen.has(message)) return false;
    seen.add(message);
    return true;
  };
}

/** A URL's query string and fragment removed, and this site's origin (a stack's own files). */
export function scrub(text: string, origin: string): string {
  return text
    .replace(/(https?:\/\/[^\s()?#]*)[?#][^\s():]*/g, '$1')
    .split(origin)
    .join('');
}

/** What a thrown value says, and its stack when it has one. */
export function describe(error: unknown, fallback: string): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name || fallback, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  if (error == null) return { message: fallback || 'Unknown error' };
  try {
    return { message: fallback || JSON.stringify(error) || String(error) };
  } catch {
    return { message: fallback || String(error) };
  }
}

/** The client's build id: the file name of its entry chunk (e.g. index-DnRRmruz), 'dev' without one. */
export function buildIdOf(entrySrc: string | null | undefined): string {
  const name = entrySrc
    ?.split('/')
    .pop()
    ?.replace(/\.js$/, '')
    .replace(/[?#].*$/, '');
  return (name || 'dev').slice(0, BUILD_ID_MAX);
}

export interface ReportInput {
  kind: ErrorReport['kind'];
  error: unknown;
  message: string;
  at: string;
  route: string;
}

/** An error report as the contract wants it: bounded, without query strings or this site's origin. */
export function toErrorReport(
  input: ReportInput,
  env: { browserId: string; buildId: string; userAgent: string; origin: string },
): ErrorReport {
  const { message, stack } = describe(input.error, input.message);
  return {
    browserId: env.browserId,
    kind: input.kind,
    message: scrub(message, env.origin).slice(0, ERROR_MESSAGE_MAX),
    ...(stack ? { stack: scrub(stack, env.origin).slice(0, ERROR_STACK_MAX) } : {}),
    route: input.route.slice(0, 200),
    buildId: env.buildId,
    userAgent: env.userAgent.slice(0, USER_AGENT_MAX),
    at: input.at,
  };
}

/** The searches whose feedback was given in this browser, most recent last. */
export function answeredSearches(storage: Storage | undefined): string[] {
  try {
    const list: unknown = JSON.parse(stored(storage, FEEDBACK_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that this search's feedback was given (the last FEEDBACK_REMEMBERED searches). */
export function rememberAnswered(storage: Storage | undefined, search: string): void {
  const list = [...answeredSearches(storage).filter((s) => s !== search), search].slice(-FEEDBACK_REMEMBERED);
  try {
    storage?.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the widget asks again after a reload.
  }
}

const LISTING_ID = /^\d{1,20}$/;
const ROUTE = /^\/[^\s?#]{0,199}$/;

/**
 * Whether an event keeps to the contract's bounds: the gateway refuses a whole batch for one bad
 * event, so a bad one is dropped here instead.
 */
export function validEvent(event: ShopperEvent): boolean {
  return (
    ROUTE.test(event.route) &&
    (event.listingId === undefined || LISTING_ID.test(event.listingId)) &&
    (event.search === undefined || event.search.length <= 2000) &&
    (event.placement === undefined || event.placement.length <= 40) &&
    (event.position === undefined ||
      (Number.isInteger(event.position) && event.position >= 0 && event.position <= 10_000)) &&
    (event.resultCount === undefined || (Number.isInteger(event.resultCount) && event.resultCount >= 0))
  );
}
