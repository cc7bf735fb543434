import type { ListingReport, ListingReportRequest, ReportReason } from '../../contracts/leads/index';
import type { Queryable } from '../db/database';

/** The listing_reports table of migration 012, read and written. */

interface ReportRow {
  id: string;
  listing_id: string | number;
  reason: ReportReason;
  details: string | null;
  user_id: string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, listing_id, reason, details, user_id, created_at';

const toReport = (row: ReportRow): ListingReport => ({
  reportId: row.id,
  listingId: String(row.listing_id),
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A report as stored: what a retry is compared with. */
export interface StoredReport {
  report: ListingReport;
  /** Whether the row holds exactly this request (same listing, reason, words and reporter). */
  sameAs(request: NewReport): boolean;
}

export interface NewReport {
  listingId: string;
  reason: ListingReportRequest['reason'];
  details: string | null;
  userId: string | null;
}

const stored = (row: ReportRow): StoredReport => ({
  report: toReport(row),
  sameAs: (request) =>
    String(row.listing_id) === request.listingId &&
    row.reason === request.reason &&
    row.details === request.details &&
    (row.user_id ?? null) === (request.userId?.toLowerCase() ?? null),
});

export async function reportByKey(tx: Queryable, idempotencyKey: string): Promise<StoredReport | undefined> {
  const [row] = await tx.query<ReportRow>(`SELECT ${COLUMNS} FROM listing_reports WHERE idempotency_key = $1`, [
    idempotencyKey,
  ]);
  return row && stored(row);
}

/** Whether a listing with this id is in the store (for sale). */
export async function listingExists(tx: Queryable, listingId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM listings WHERE id = $1', [listingId]);
  return rows.length > 0;
}

/**
 * Stores the report under its idempotency key; undefined when the key is already taken (a
 * concurrent retry committed first: the caller reads that one).
 */
export async function insertReport(
  tx: Queryable,
  report: NewReport,
  idempotencyKey: string,
): Promise<ListingReport | undefined> {
  const [row] = await tx.query<ReportRow>(
    `INSERT INTO listing_reports (listing_id, reason, details, user_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
    [report.listingId, report.reason, report.details, report.userId, idempotencyKey],
  );
  return row && toReport(row);
}
