import type { ErrorReportRecord, EventBatch } from '../../contracts/events/index';
import type { Queryable } from '../db/database';

/**
 * The events service's writes (docs/rules/events.md#the-tables): a batch of shopper events in one
 * multi-row INSERT, a client error report in one row. Migration 023 makes the tables.
 */

/** The columns of one event, in the order each row of the INSERT gives them. */
const EVENT_COLUMNS = [
  'browser_id',
  'type',
  'at',
  'route',
  'search',
  'result_count',
  'listing_id',
  'position',
  'placement',
  'filter',
  'channel',
  'slot',
  'answer',
] as const;

/** One row's placeholders, e.g. ($1, $2, ..., $10::jsonb, ...); the filter is sent as JSON text. */
const rowPlaceholders = (row: number) =>
  `(${EVENT_COLUMNS.map((column, i) => `$${row * EVENT_COLUMNS.length + i + 1}${column === 'filter' ? '::jsonb' : ''}`).join(', ')})`;

/** The statement inserting a batch of `count` events: one INSERT, one row per event. */
export function insertEventsSql(count: number): string {
  const rows = Array.from({ length: count }, (_, row) => rowPlaceholders(row));
  return `INSERT INTO shopper_events (${EVENT_COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`;
}

/** Writes the whole batch in one statement; the caller's transaction keeps it whole. */
export async function insertEvents(tx: Queryable, batch: EventBatch): Promise<number> {
  const params = batch.events.flatMap((event) => [
    batch.browserId,
    event.type,
    event.at,
    event.route,
    event.search ?? null,
    event.resultCount ?? null,
    event.listingId ?? null,
    event.position ?? null,
    event.placement ?? null,
    event.filter ? JSON.stringify(event.filter) : null,
    event.channel ?? null,
    event.slot ?? null,
    event.answer ?? null,
  ]);
  await tx.query(insertEventsSql(batch.events.length), params);
  return batch.events.length;
}

export async function insertErrorReport(tx: Queryable, report: ErrorReportRecord): Promise<void> {
  await tx.query(
    `INSERT INTO client_error_reports
       (browser_id, kind, message, stack, original_stack, route, build_id, user_agent, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      report.browserId,
      report.kind,
      report.message,
      report.stack ?? null,
      report.originalStack ?? null,
      report.route,
      report.buildId,
      report.userAgent,
      report.at,
    ],
  );
}
