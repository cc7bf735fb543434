import type { ShopperEvent } from '../../../contracts/events';
import { whenIdle } from '../still-interested/idle';
import {
  BROWSER_ID_COOKIE,
  BROWSER_ID_MAX_AGE_S,
  ERROR_REPORTS_PER_PAGE,
  ERROR_REPORTS_ROUTE,
  EVENTS_ROUTE,
  FLUSH_INTERVAL_MS,
  MAX_EVENTS_PER_BATCH,
} from './constants';
import type { Pending } from './record';
import {
  buildIdOf,
  errorGate,
  filterChanges,
  optedOut,
  readCookie,
  toBatches,
  toErrorReport,
  validEvent,
} from './rules';

/*
 * The shopper events recorder (docs/rules/events-client.md), loaded at idle time after hydration
 * (./record.ts): it drains what the page queued, batches events and sends them at idle time every
 * few seconds and when the page is hidden, sends error reports, and serves the result cards' and
 * Call links' clicks with one listener on the document.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Not a secure context (plain http): the same version 4 UUID from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The anonymous browser id (docs/rules/events-client.md#browser-id), created the first time it is needed. */
export function browserId(): string {
  const known = readCookie(document.cookie, BROWSER_ID_COOKIE);
  if (known && UUID.test(known)) return known;
  const id = randomUuid();
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${BROWSER_ID_COOKIE}=${id}; max-age=${BROWSER_ID_MAX_AGE_S}; path=/; samesite=lax${secure}`;
  return id;
}

const shopperOptedOut = () =>
  optedOut((navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl, document.cookie, localStorageOf());

function localStorageOf(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a JSON body: a beacon (it outlives the page), else fetch with keepalive. A failure is
 * logged and the body dropped: nothing is sent again (docs/rules/events-client.md#batching).
 */
export function send(route: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(route, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // A beacon refused (too large, a browser without it working): fetch below.
    }
  }
  fetch(route, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
  }).then(
    (response) => {
      if (!response.ok) console.warn(`events: ${route} answered ${response.status}; dropped`);
    },
    (error: unknown) => console.warn(`events: ${route} failed; dropped`, error),
  );
}

/** The listing a vehicle page link or route names, e.g. /cars-for-sale/vehicle/123 → 123. */
const listingIdOf = (href: string | null | undefined) => /\/vehicle\/(\d{1,20})(?:[/?#]|$)/.exec(href ?? '')?.[1];

/**
 * The client's entry chunk (/assets/index-<hash>.js): the server's starter imports it, so it is
 * found among the page's resources; index.html names it in a script element.
 */
function entryChunk(): string | undefined {
  const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  return (
    entries.map((entry) => entry.name).find((name) => /\/assets\/index-[\w-]+\.js$/.test(name)) ??
    document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src
  );
}

export interface Recorder {
  /** Drains what the page queued. */
  wake(): void;
  /** Sends what is queued now. */
  flush(): void;
  stop(): void;
}

/** The recorder over the page's queue (`pending`, filled by ./record.ts). */
export function createRecorder(pending: Pending[]): Recorder {
  const queue: ShopperEvent[] = [];
  const reportOnce = errorGate(ERROR_REPORTS_PER_PAGE);
  const buildId = buildIdOf(entryChunk());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;

  const enqueue = (event: ShopperEvent) => {
    if (validEvent(event)) queue.push(event);
  };

  function drain() {
    const items = pending.splice(0);
    if (items.length === 0) return;
    // Opted out: nothing is kept, nothing sent, no browser id made (docs/rules/events-client.md#opt-out).
    if (shopperOptedOut()) return void (queue.length = 0);
    for (const item of items) {
      if (item.kind === 'event') enqueue(item.event);
      else if (item.kind === 'filters')
        for (const filter of filterChanges(item.before, item.after))
          enqueue({ type: 'filter_changed', at: item.at, route: item.route, filter });
      else report(item);
    }
  }

  function report(item: Extract<Pending, { kind: 'error' }>) {
    const draft = toErrorReport(
      { kind: item.type, error: item.error, message: item.message, at: item.at, route: item.route },
      { browserId: '', buildId, userAgent: navigator.userAgent, origin: location.origin },
    );
    if (!reportOnce(draft.message)) return;
    send(ERROR_REPORTS_ROUTE, JSON.stringify({ ...draft, browserId: browserId() }));
  }

  function flush() {
    if (timer) clearTimeout(timer);
    cancelIdle?.();
    timer = null;
    cancelIdle = null;
    drain();
    if (queue.length === 0) return;
    if (shopperOptedOut()) return void (queue.length = 0);
    const id = browserId();
    for (const body of toBatches(id, queue.splice(0))) send(EVENTS_ROUTE, body);
  }

  /*
   * Called by record() inside the shopper's own handlers (a click, a filter change): it only
   * schedules. The queue is drained and diffed at idle time, so recording adds nothing to the
   * interaction's task (docs/rules/events-client.md#loading).
   */
  function wake() {
    // A full batch, or an error report (the page may be about to go), goes at the next idle moment.
    if (pending.length + queue.length >= MAX_EVENTS_PER_BATCH || pending.some((item) => item.kind === 'error')) {
      if (timer) clearTimeout(timer);
      timer = null;
      if (!cancelIdle) cancelIdle = whenIdle(flush);
      return;
    }
    if (pending.length + queue.length === 0 || timer || cancelIdle) return;
    timer = setTimeout(() => {
      timer = null;
      cancelIdle = whenIdle(() => {
        cancelIdle = null;
        flush();
      });
    }, FLUSH_INTERVAL_MS);
  }

  const stamp = () => ({ at: new Date().toISOString(), route: location.pathname });

  // One listener for every result card and Call link, in the capture phase: a card React has not
  // hydrated yet stops its click at React's root.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const card = link.closest<HTMLElement>('[data-slot]');
    if (link.href.startsWith('tel:')) {
      const cardLink = card?.querySelector<HTMLAnchorElement>('a[href*="/vehicle/"]');
      const listingId = listingIdOf(cardLink?.getAttribute('href') ?? location.pathname);
      pending.push({ kind: 'event', event: { type: 'seller_contacted', channel: 'phone', listingId, ...stamp() } });
    } else if (card && link.classList.contains('listing-card__link')) {
      const listingId = listingIdOf(link.getAttribute('href'));
      if (!listingId) return;
      const position = Number(card.dataset.slot);
      const placement = card.dataset.placement ?? 'MAIN';
      pending.push({ kind: 'event', event: { type: 'result_clicked', listingId, position, placement, ...stamp() } });
    } else return;
    wake();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);

  return {
    wake,
    flush,
    stop() {
      if (timer) clearTimeout(timer);
      cancelIdle?.();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}

let started: Recorder | null = null;

/** Starts the page's recorder once; answers its wake, which ./record.ts calls on every new item. */
export function startRecorder(pending: Pending[]): () => void {
  started ??= createRecorder(pending);
  started.wake();
  return started.wake;
}
