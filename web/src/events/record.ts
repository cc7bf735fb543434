import { useEffect, useRef } from 'react';
import type { ShopperEvent } from '../../../contracts/events';
import type { Params } from '../search/queryState';
import { whenIdle } from '../still-interested/idle';
import { OPT_OUT_KEY } from './constants';

/*
 * The only part of shopper events in the page's first chunk (docs/rules/events-client.md#loading):
 * `record` stamps an event with its time and route and pushes it into an in-memory queue; the
 * recorder (./recorder.ts, its own chunk) loads at idle time after hydration and drains it. Nothing
 * here reads cookies or storage, or sends anything.
 */

/** What a hook records: the contract's event without the stamps `record` adds. */
export type EventInput = Omit<ShopperEvent, 'at' | 'route'>;

export type Pending =
  | { kind: 'event'; event: ShopperEvent }
  /** A change of the SRP's state; the recorder works out which filters changed. */
  | { kind: 'filters'; before: Params; after: Params; at: string; route: string }
  /** A failure for an error report: the raw error, formatted by the recorder. */
  | {
      kind: 'error';
      type: 'error' | 'unhandledrejection' | 'error_screen';
      error: unknown;
      message: string;
      at: string;
      route: string;
    };

/** What waits for the recorder. */
export const pending: Pending[] = [];
/** Set by the recorder once loaded: it drains `pending` at once. */
let wake: (() => void) | null = null;
const inBrowser = typeof window !== 'undefined';

function push(item: Pending) {
  if (!inBrowser) return;
  pending.push(item);
  if (wake) wake();
  else loadRecorder();
}

const stamp = () => ({ at: new Date().toISOString(), route: location.pathname });

/** Records a shopper event (docs/rules/events-client.md#events). */
export function record(event: EventInput): void {
  if (inBrowser) push({ kind: 'event', event: { ...event, ...stamp() } });
}

/** Records the SRP's state moving from `before` to `after` (filter_changed, diffed by the recorder). */
export function recordFilters(before: Params, after: Params): void {
  if (inBrowser) push({ kind: 'filters', before, after, ...stamp() });
}

/** Reports a client error (docs/rules/events-client.md#error-reports). */
export function reportError(type: 'error' | 'unhandledrejection' | 'error_screen', error: unknown, message = ''): void {
  if (inBrowser) push({ kind: 'error', type, error, message, ...stamp() });
}

let loading = false;

/** Loads the recorder at idle time, once (the page's hydration has started by then). */
export function loadRecorder(): void {
  if (!inBrowser || loading) return;
  loading = true;
  whenIdle(() => {
    void import('./recorder').then(
      (m) => (wake = m.startRecorder(pending)),
      (error: unknown) => console.warn('events: the recorder did not load', error),
    );
  });
}

/** Records search_shown once per search shown (`search` undefined while one loads). */
export function useSearchShown(search: string | undefined, resultCount: number): void {
  const last = useRef<string>(undefined);
  useEffect(() => {
    if (search === undefined || last.current === search) return;
    last.current = search;
    record({ type: 'search_shown', search, resultCount });
  }, [search, resultCount]);
}

/** Rendered once by the app: the recorder loads at idle time after hydration, events or not. */
export function EventsLoader(): null {
  useEffect(loadRecorder, []);
  return null;
}

/** The shopper opts out of shopper events (docs/rules/events-client.md#opt-out): nothing more is sent. */
export function optOut(): void {
  pending.length = 0;
  document.cookie = `${OPT_OUT_KEY}=1; max-age=${365 * 24 * 60 * 60}; path=/; samesite=lax`;
  try {
    localStorage.setItem(OPT_OUT_KEY, '1');
  } catch {
    // Storage refused: the cookie holds it.
  }
}

// The early buffer: a failure before the recorder loads is kept for it (two listeners, nothing more).
if (inBrowser) {
  addEventListener('error', (e) => reportError('error', e.error, e.message));
  addEventListener('unhandledrejection', (e) => reportError('unhandledrejection', e.reason));
}
