import type PgBoss from 'pg-boss';
import { PUSH_DEVICE_CAP } from '../../contracts/devices/constants';
import type { PushPayload } from '../../contracts/devices/index';
import { InvalidParameterError } from '../lsc/query';
import type { Db, Queryable } from '../db/database';
import type { ChangeFeed } from '../lsc/change-feed';
import type { ListingSearchService } from '../lsc/service';
import { ALERT_FREQUENCY_MS, ALERT_INDEX_WAIT_MS, ALERT_QUEUES, ALERT_RUN_CHUNK, ALERT_SETTLE_MS } from './constants';
import {
  candidatesSince,
  inventoryNews,
  matchingItems,
  savedSearchParams,
  type AlertItem,
  type Candidates,
} from './news';
import { headline, searchResultsUrl } from './email';
import { queueTx } from './queue';

/**
 * One alert run (docs/rules/alerts.md#the-run): every saved search due by its frequency is checked
 * against the listings new to it, and for each with news one email is written to the outbox in the
 * same transaction that moves its watermark to the run's cutoff, with the job that will send it.
 * A run that dies part way leaves each search either untouched (checked again next run) or done
 * with its email queued: never news lost, never the same news twice. The owner's browsers get a
 * push beside the email, written to the push outbox in the same transaction
 * (docs/rules/push.md#sending).
 */

export interface RunDeps {
  db: Db;
  boss: PgBoss;
  service(): ListingSearchService | undefined;
  changeFeed?(): ChangeFeed | undefined;
  /** Listings younger than this at the run's start wait for the next run (ALERT_SETTLE_MS). */
  settleMs?: number;
  /** The host for the email's Message-ID. */
  messageIdHost: string;
  /** The site's public origin: the push opens the same results page as the email's link. */
  origin: string;
}

export interface RunSummary {
  cutoff: string;
  /** Saved searches due this run. */
  due: number;
  /** Emails queued. */
  queued: number;
  /** Browser pushes queued (docs/rules/push.md#sending). */
  pushes: number;
  /** Saved searches whose stored filters the listing search refuses (logged by id, skipped). */
  invalid: number;
  ms: number;
}

interface DueSearch {
  id: string;
  search_name: string;
  search_results_url: string;
  recipient: string | null;
  checked_at: Date | string;
  since: Date | string;
}

const FREQUENCY_SECONDS = Object.fromEntries(
  Object.entries(ALERT_FREQUENCY_MS).map(([name, ms]) => [name, ms / 1000]),
) as Record<keyof typeof ALERT_FREQUENCY_MS, number>;

/**
 * Due: alerts on, and last checked at least its frequency before the cutoff. What is new to it
 * starts at its watermark, or later when the shopper ran the search since (they saw those cars).
 */
const DUE = `
  FROM search_bookmarks b LEFT JOIN users u ON u.id = b.user_id
  WHERE b.alerts_enabled AND b.alerts_checked_at < $1
    AND b.alerts_checked_at <= $1 - make_interval(secs => CASE b.alert_frequency
      WHEN 'INSTANT' THEN ${FREQUENCY_SECONDS.INSTANT} WHEN 'DAILY' THEN ${FREQUENCY_SECONDS.DAILY}
      ELSE ${FREQUENCY_SECONDS.WEEKLY} END)`;
const SINCE = 'GREATEST(b.alerts_checked_at, COALESCE(b.last_executed, b.alerts_checked_at))';

export async function runAlerts(deps: RunDeps): Promise<RunSummary> {
  const started = Date.now();
  const { db } = deps;
  const service = deps.service();
  if (!service) throw new Error('the listing search is not ready yet');

  const [{ cutoff, seq }] = await db.query<{ cutoff: Date | string; seq: number }>(
    `SELECT now() - make_interval(secs => $1::float8) AS cutoff,
            COALESCE((SELECT max(seq) FROM listing_changes), 0)::bigint AS seq`,
    [(deps.settleMs ?? ALERT_SETTLE_MS) / 1000],
  );
  const cutoffAt = new Date(cutoff);
  // The index must hold every listing up to the cutoff before it is asked about them.
  const feed = deps.changeFeed?.();
  if (feed) await withTimeout(feed.reached(seq), ALERT_INDEX_WAIT_MS, 'the search index did not catch up');

  const [oldest] = await db.query<{ since: Date | string | null; due: number }>(
    `SELECT min(${SINCE}) AS since, count(*)::int AS due ${DUE}`,
    [cutoffAt],
  );
  const summary: RunSummary = {
    cutoff: cutoffAt.toISOString(),
    due: oldest.due,
    queued: 0,
    pushes: 0,
    invalid: 0,
    ms: 0,
  };
  if (oldest.due === 0 || oldest.since === null) return finish(summary, started);

  const news = await inventoryNews(db, new Date(oldest.since), cutoffAt);
  const candidatesBySince = new Map<number, Candidates>();
  // The same filters with the same watermark give the same cars: popular searches are asked once.
  const itemsByQuery = new Map<string, AlertItem[] | undefined>();

  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const chunk = await db.query<DueSearch>(
      `SELECT b.id, COALESCE(NULLIF(b.title, ''), b.search_name) AS search_name, b.search_results_url, COALESCE(b.alert_email, u.email) AS recipient,
              b.alerts_checked_at AS checked_at, ${SINCE} AS since
       ${DUE} AND b.id > $2 ORDER BY b.id LIMIT ${ALERT_RUN_CHUNK}`,
      [cutoffAt, after],
    );
    if (chunk.length === 0) break;
    after = chunk[chunk.length - 1].id;

    const emails: Array<{ search: DueSearch; recipient: string; items: AlertItem[]; since: Date }> = [];
    for (const search of chunk) {
      const since = new Date(search.since).getTime();
      let candidates = candidatesBySince.get(since);
      if (!candidates) candidatesBySince.set(since, (candidates = candidatesSince(news, since)));
      if (candidates.ids.length === 0 || !search.recipient) continue;
      const key = `${since} ${search.search_results_url}`;
      if (!itemsByQuery.has(key)) itemsByQuery.set(key, itemsFor(service, search, candidates, cutoffAt));
      const items = itemsByQuery.get(key);
      if (items === undefined) summary.invalid += 1;
      else if (items.length) emails.push({ search, recipient: search.recipient, items, since: new Date(since) });
    }

    const written = await db.transaction(async (tx) => {
      // Only searches still due move on: one unsubscribed or checked meanwhile is left as it is.
      const moved = await tx.query<{ id: string }>(
        `UPDATE search_bookmarks SET alerts_checked_at = $1
         WHERE id = ANY($2::uuid[]) AND alerts_enabled AND alerts_checked_at < $1 RETURNING id`,
        [cutoffAt, chunk.map((search) => search.id)],
      );
      const movedIds = new Set(moved.map((row) => row.id));
      const queued = emails.filter((email) => movedIds.has(email.search.id));
      if (queued.length === 0) return { emails: 0, pushes: 0 };
      const rows = await tx.query<{ id: string; bookmark_id: string }>(
        `INSERT INTO alert_emails (bookmark_id, message_id, recipient, items, window_start, window_end)
         SELECT bookmark_id, message_id, recipient, items, window_start, $5
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[], $6::timestamptz[])
           AS e(bookmark_id, message_id, recipient, items, window_start)
         ON CONFLICT (message_id) DO NOTHING RETURNING id, bookmark_id`,
        [
          queued.map((email) => email.search.id),
          queued.map((email) => messageId(email.search.id, cutoffAt, deps.messageIdHost)),
          queued.map((email) => email.recipient),
          queued.map((email) => JSON.stringify(email.items)),
          cutoffAt,
          queued.map((email) => email.since),
        ],
      );
      if (rows.length) {
        await deps.boss.insert(
          rows.map((row) => ({ name: ALERT_QUEUES.send, data: { emailId: row.id }, id: row.id })),
          { db: queueTx(tx) },
        );
      }
      // Pushes only beside an email written now: a retried run, whose emails exist already, adds none.
      const inserted = new Set(rows.map((row) => row.bookmark_id));
      const pushes = await queuePushes(
        tx,
        queued.filter((email) => inserted.has(email.search.id)),
        cutoffAt,
        deps.origin,
      );
      if (pushes.length) {
        await deps.boss.insert(
          pushes.map((row) => ({ name: ALERT_QUEUES.push, data: { pushId: row.id }, id: row.id })),
          { db: queueTx(tx) },
        );
      }
      return { emails: rows.length, pushes: pushes.length };
    });
    summary.queued += written.emails;
    summary.pushes += written.pushes;
  }
  return finish(summary, started);
}

/**
 * The push outbox (docs/rules/push.md#sending): one row per device of each search's owner, unless
 * the device had its PUSH_DEVICE_CAP of pushes in the window. The cap counts the rows already
 * written and, by the searches' order, those this statement writes, so several searches of one
 * shopper in one run cannot pass it either. A visitor's search has no owner, hence no devices.
 */
async function queuePushes(
  tx: Queryable,
  alerts: Array<{ search: DueSearch; items: AlertItem[] }>,
  windowEnd: Date,
  origin: string,
): Promise<Array<{ id: string }>> {
  if (alerts.length === 0) return [];
  return tx.query<{ id: string }>(
    `WITH alert AS (
       SELECT * FROM unnest($1::uuid[], $2::jsonb[]) WITH ORDINALITY AS a(bookmark_id, payload, ord)
     ), candidate AS (
       SELECT d.id AS device_id, a.bookmark_id, a.payload,
              row_number() OVER (PARTITION BY d.id ORDER BY a.ord) AS nth
       FROM alert a
       JOIN search_bookmarks b ON b.id = a.bookmark_id
       JOIN browser_devices d ON d.user_id = b.user_id
       WHERE NOT EXISTS (SELECT 1 FROM alert_pushes p
                         WHERE p.device_id = d.id AND p.bookmark_id = a.bookmark_id AND p.window_end = $3)
     )
     INSERT INTO alert_pushes (device_id, bookmark_id, window_end, payload)
     SELECT c.device_id, c.bookmark_id, $3, c.payload FROM candidate c
     WHERE c.nth + (SELECT count(*) FROM alert_pushes p
                    WHERE p.device_id = c.device_id AND p.created_at > now() - make_interval(secs => $4::float8)) <= $5
     ON CONFLICT (device_id, bookmark_id, window_end) DO NOTHING RETURNING id`,
    [
      alerts.map((alert) => alert.search.id),
      alerts.map((alert) => JSON.stringify(pushPayload(alert.search, alert.items, origin))),
      windowEnd,
      PUSH_DEVICE_CAP.windowMs / 1000,
      PUSH_DEVICE_CAP.count,
    ],
  );
}

/** What the service worker shows: the search's name, what is new and its results page; nothing personal. */
function pushPayload(search: DueSearch, items: AlertItem[], origin: string): PushPayload {
  const arrivals = items.filter((item) => item.reason === 'NEW').length;
  return {
    title: `New matches for ${search.search_name}`,
    body: headline(arrivals, items.length - arrivals),
    url: searchResultsUrl(origin, search.search_results_url),
    // A newer alert for the same search replaces the older notification.
    tag: `alert-${search.id}`,
  };
}

function itemsFor(
  service: ListingSearchService,
  search: DueSearch,
  candidates: Candidates,
  now: Date,
): AlertItem[] | undefined {
  try {
    return matchingItems(service, savedSearchParams(search.search_results_url, now), candidates);
  } catch (error) {
    if (!(error instanceof InvalidParameterError)) throw error;
    // The bookmark's id only: its filters may say where the shopper lives.
    console.warn(`alert run: saved search ${search.id} has filters the search refuses (${error.message})`);
    return undefined;
  }
}

/** One Message-ID per search and cutoff: a resend of the same alert is recognisably the same email. */
export function messageId(bookmarkId: string, cutoff: Date, host: string): string {
  return `<alert.${bookmarkId}.${cutoff.getTime()}@${host}>`;
}

function finish(summary: RunSummary, started: number): RunSummary {
  summary.ms = Date.now() - started;
  return summary;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
