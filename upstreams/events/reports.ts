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

async function searchesReport(db: Queryable): Promise<SearchesReport> {
  const [totals] = await db.query<{ shown: number; browsers: number; zero_results: number }>(
    'SELECT shown, browsers, zero_results FROM report_search_totals_last_day',
  );
  const top = await db.query<{ search: string; shown: number; browsers: number; average_results: number | null }>(
    'SELECT search, shown, browsers, average_results FROM report_searches_last_day ORDER BY shown DESC, search LIMIT $1',
    [REPORT_ROWS],
  );
  return {
    shown: totals.shown,
    browsers: totals.browsers,
    zeroResults: totals.zero_results,
    top: top.map((row) => ({
      search: row.search,
      shown: row.shown,
      browsers: row.browsers,
      averageResults: row.average_results,
    })),
  };
}

/** Positions in order within each placement, the placement with the most clicks first. */
async function clickThroughReport(db: Queryable): Promise<ClickThroughRow[]> {
  const rows = await db.query<{
    placement: string;
    position: number;
    clicks: number;
    searches_reaching: number;
    rate: number | null;
  }>(
    `SELECT placement, position, clicks, searches_reaching, rate
       FROM report_click_through_last_day
      ORDER BY sum(clicks) OVER (PARTITION BY placement) DESC, placement, position
      LIMIT $1`,
    [REPORT_ROWS * 2],
  );
  return rows.map((row) => ({
    placement: row.placement,
    position: row.position,
    clicks: row.clicks,
    searchesReaching: row.searches_reaching,
    rate: row.rate,
  }));
}

async function zeroResultReport(db: Queryable): Promise<ZeroResultRow[]> {
  const rows = await db.query<{ search: string; shown: number; browsers: number; last_shown_at: unknown }>(
    `SELECT search, shown, browsers, last_shown_at FROM report_zero_result_searches_last_day
      ORDER BY shown DESC, last_shown_at DESC LIMIT $1`,
    [REPORT_ROWS],
  );
  return rows.map((row) => ({
    search: row.search,
    shown: row.shown,
    browsers: row.browsers,
    lastShownAt: iso(row.last_shown_at),
  }));
}

async function feedbackReport(db: Queryable): Promise<FeedbackReport> {
  const [row] = await db.query<{ yes: number; no: number; yes_rate: number | null }>(
    'SELECT yes, no, yes_rate FROM report_feedback_last_day',
  );
  return { yes: row.yes, no: row.no, yesRate: row.yes_rate };
}

async function clientErrorsReport(db: Queryable): Promise<ClientErrorRow[]> {
  const rows = await db.query<{
    kind: string;
    message: string;
    reports: number;
    browsers: number;
    last_seen_at: unknown;
    last_route: string;
    last_build_id: string;
    last_stack: string | null;
  }>(
    `SELECT kind, message, reports, browsers, last_seen_at, last_route, last_build_id, last_stack
       FROM report_client_errors_last_day ORDER BY reports DESC, last_seen_at DESC LIMIT $1`,
    [REPORT_ROWS],
  );
  return rows.map((row) => ({
    kind: row.kind,
    message: row.message,
    reports: row.reports,
    browsers: row.browsers,
    lastSeenAt: iso(row.last_seen_at),
    lastRoute: row.last_route,
    lastBuildId: row.last_build_id,
    lastStack: row.last_stack,
  }));
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
