import type PgBoss from 'pg-boss';
import type { LscListing } from '../../contracts/lsc/index';
import type { Db } from '../db/database';
import type { ListingSearchService } from '../lsc/service';
import { MailDeliveryError, type Mailer } from '../mail/mailer';
import { ALERT_QUEUES } from './constants';
import { renderAlertEmail } from './email';
import type { AlertItem } from './news';

/**
 * The sender (docs/rules/alerts.md#sending): takes alert emails from the queue, sends each over
 * SMTP with its fixed Message-ID and marks its outbox row SENT. A worker that dies between the two
 * leaves the job to expire and run again: the same email, at most once more. A temporary refusal
 * fails the job so the queue retries it with back-off; a permanent one is recorded and stops.
 */

export interface SendDeps {
  db: Db;
  boss: PgBoss;
  mailer: Mailer;
  service(): ListingSearchService | undefined;
  from: string;
  origin: string;
  unsubscribeUrl(bookmarkId: string, generation: number): string;
}

export interface SendJob {
  emailId: string;
}

interface OutboxRow {
  id: string;
  message_id: string;
  recipient: string;
  items: AlertItem[];
  status: string;
  bookmark_id: string | null;
  alerts_enabled: boolean | null;
  /** The shopper's title for the search (the generated name when they gave none). */
  search_name: string | null;
  search_results_url: string | null;
  alert_frequency: 'INSTANT' | 'DAILY' | 'WEEKLY' | null;
  unsubscribe_generation: number | null;
}

export type SendOutcome = 'SENT' | 'SKIPPED' | 'CANCELLED' | 'FAILED' | 'RETRY';

export async function sendAlertEmails(jobs: PgBoss.JobWithMetadata<SendJob>[], deps: SendDeps): Promise<SendOutcome[]> {
  const { db } = deps;
  // The batch's rows in one read, its attempts counted in one write, its marks in one per outcome.
  const rows = new Map(
    (
      await db.query<OutboxRow>(
        `SELECT e.id, e.message_id, e.recipient, e.items, e.status, e.bookmark_id, b.alerts_enabled,
                COALESCE(NULLIF(b.title, ''), b.search_name) AS search_name, b.search_results_url, b.alert_frequency, b.unsubscribe_generation
         FROM alert_emails e LEFT JOIN search_bookmarks b ON b.id = e.bookmark_id WHERE e.id = ANY($1::uuid[])`,
        [jobs.map((job) => job.data.emailId)],
      )
    ).map((row) => [row.id, row]),
  );
  const sending = jobs.flatMap((job) => {
    const row = rows.get(job.data.emailId);
    return row?.status === 'PENDING' && row.bookmark_id && row.alerts_enabled ? [row.id] : [];
  });
  if (sending.length)
    await db.query('UPDATE alert_emails SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [sending]);
  // The pooled transport sends the batch over its few connections at once.
  const outcomes = await Promise.all(jobs.map((job) => sendOne(job, rows.get(job.data.emailId), deps)));
  const marks = new Map<SendOutcome, Array<{ id: string; error?: string }>>();
  for (const outcome of outcomes) {
    if (outcome.mark)
      marks.set(outcome.mark, [...(marks.get(outcome.mark) ?? []), { id: outcome.id!, error: outcome.error }]);
  }
  for (const [status, marked] of marks) await mark(db, status, marked);
  return outcomes.map((outcome) => outcome.result);
}

interface Outcome {
  result: SendOutcome;
  /** The status the outbox row takes, if it changes. */
  mark?: SendOutcome;
  id?: string;
  error?: string;
}

async function sendOne(
  job: PgBoss.JobWithMetadata<SendJob>,
  row: OutboxRow | undefined,
  deps: SendDeps,
): Promise<Outcome> {
  // Already sent (a retry after a crash that came after the mark), or given up on.
  if (!row || row.status !== 'PENDING') return { result: 'SKIPPED' };
  const done = (status: SendOutcome, error?: string): Outcome => ({ result: status, mark: status, id: row.id, error });
  // Unsubscribed or deleted since it was queued: it does not go.
  if (!row.bookmark_id || !row.alerts_enabled) return done('CANCELLED');

  const service = deps.service();
  if (!service) return retry(job, deps, row.id, 'the listing search is not ready');
  const listings = new Map<number, LscListing>();
  for (const item of row.items) {
    const record = service.listingRecord(item.listingId);
    if (record) listings.set(item.listingId, service.payloadOf(record).listing);
  }
  const rendered = renderAlertEmail({
    searchName: row.search_name ?? '',
    searchResultsURL: row.search_results_url ?? '',
    frequency: row.alert_frequency ?? 'DAILY',
    items: row.items,
    listings,
    origin: deps.origin,
    unsubscribeUrl: deps.unsubscribeUrl(row.bookmark_id, row.unsubscribe_generation ?? 0),
  });
  // Every car in it has left the inventory since: nothing worth an email.
  if (!rendered) return done('CANCELLED');

  try {
    await deps.mailer.send({
      messageId: row.message_id,
      from: deps.from,
      to: row.recipient,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: rendered.headers,
    });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    if (error.permanent) return done('FAILED', error.code);
    return retry(job, deps, row.id, error.code);
  }
  return done('SENT');
}

/** Moves PENDING rows to their final status (a row already final stays as it is). */
async function mark(db: Db, status: SendOutcome, rows: Array<{ id: string; error?: string }>): Promise<void> {
  await db.query(
    `UPDATE alert_emails e SET status = $1::text, last_error = COALESCE(m.error, e.last_error),
       sent_at = CASE WHEN $1::text = 'SENT' THEN now() ELSE e.sent_at END
     FROM unnest($2::uuid[], $3::text[]) AS m(id, error)
     WHERE e.id = m.id AND e.status = 'PENDING'`,
    [status, rows.map((row) => row.id), rows.map((row) => row.error ?? null)],
  );
}

/** A temporary failure: the job fails so the queue retries it later; after the last try the email is FAILED. */
async function retry(
  job: PgBoss.JobWithMetadata<SendJob>,
  deps: SendDeps,
  id: string,
  reason: string,
): Promise<Outcome> {
  if (job.retryCount >= job.retryLimit) return { result: 'FAILED', mark: 'FAILED', id, error: reason };
  await deps.db.query('UPDATE alert_emails SET last_error = $2 WHERE id = $1', [id, reason]);
  await deps.boss.fail(ALERT_QUEUES.send, job.id, { reason });
  return { result: 'RETRY' };
}
