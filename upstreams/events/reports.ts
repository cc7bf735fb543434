import {
  REPORT_ROWS,
  REPORT_WINDOW_HOURS,
  type ClickThroughRow,
  type ClientErrorRow,
  type EventReports,
  type FeedbackReport,
  type SearchesReport,
  type ZeroResultRow,
} from '../../contracts/events/reports';
import type { Queryable } from '../db/database';

/**
 * The operator's reports (docs/rules/events.md#operator-reports), each read from its view
 * (migration 025). The caller runs them in one transaction: now() is the same in every view, so
 * the five reports cover the same window.
 */

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/*
 * Each SELECT names its columns as the contract does (AS "zeroResults"), and the views already give
 * its numbers (counts cast to int, rates to float8): the rows are the reports as they are, but for
 * their times, which come as the driver reads them and are made ISO strings here.
 */

/** A row whose `Time` fields are still the driver's. */
type Stored<T, Time extends keyof T> = Omit<T, Time> & Record<Time, unknown>;

async function searchesReport(db: Queryable): Promise<SearchesReport> {
  const [totals] = await db.query<Omit<SearchesReport, 'top'>>(
    'SELECT shown, browsers, zero_results AS "zeroResults" FROM report_search_totals_last_day',
  );
  const top = await db.query<SearchesReport['top'][number]>(
    `SELECT search, shown, browsers, average_results AS "averageResults"
       FROM report_searches_last_day ORDER BY shown DESC, search LIMIT $1`,
    [REPORT_ROWS],
  );
  return { ...totals, top };
}

/** Positions in order within each placement, the placement with the most clicks first. */
function clickThroughReport(db: Queryable): Promise<ClickThroughRow[]> {
  return db.query<ClickThroughRow>(
    `SELECT placement, position, clicks, searches_reaching AS "searchesReaching", rate
       FROM report_click_through_last_day
      ORDER BY sum(clicks) OVER (PARTITION BY placement) DESC, placement, position
      LIMIT $1`,
    [REPORT_ROWS * 2],
  );
}

async function zeroResultReport(db: Queryable): Promise<ZeroResultRow[]> {
  const rows = await db.query<Stored<ZeroResultRow, 'lastShownAt'>>(
    `SELECT search, shown, browsers, last_shown_at AS "lastShownAt" FROM report_zero_result_searches_last_day
      ORDER BY shown DESC, last_shown_at DESC LIMIT $1`,
    [REPORT_ROWS],
  );
  return rows.map((row) => ({ ...row, lastShownAt: iso(row.lastShownAt) }));
}

async function feedbackReport(db: Queryable): Promise<FeedbackReport> {
  const [row] = await db.query<FeedbackReport>('SELECT yes, no, yes_rate AS "yesRate" FROM report_feedback_last_day');
  return row;
}

async function clientErrorsReport(db: Queryable): Promise<ClientErrorRow[]> {
  const rows = await db.query<Stored<ClientErrorRow, 'lastSeenAt'>>(
    `SELECT kind, message, reports, browsers, last_seen_at AS "lastSeenAt", last_route AS "lastRoute",
            last_build_id AS "lastBuildId", last_stack AS "lastStack"
       FROM report_client_errors_last_day ORDER BY reports DESC, last_seen_at DESC LIMIT $1`,
    [REPORT_ROWS],
  );
  return rows.map((row) => ({ ...row, lastSeenAt: iso(row.lastSeenAt) }));
}

/** Every report, read in the caller's transaction. */
export async function readReports(tx: Queryable): Promise<EventReports> {
  const [window] = await tx.query<{ from: unknown; to: unknown }>(
    `SELECT now() - make_interval(hours => $1) AS "from", now() AS "to"`,
    [REPORT_WINDOW_HOURS],
  );
  // One after another: a transaction's statements share one connection.
  const searches = await searchesReport(tx);
  const clickThrough = await clickThroughReport(tx);
  const zeroResultSearches = await zeroResultReport(tx);
  const feedback = await feedbackReport(tx);
  const clientErrors = await clientErrorsReport(tx);
  return {
    from: iso(window.from),
    to: iso(window.to),
    searches,
    clickThrough,
    zeroResultSearches,
    feedback,
    clientErrors,
  };
}
