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
  search_name: string | null;
  search_results_url: string | null;
  alert_frequency: 'INSTANT' | 'DAILY' | 'WEEKLY' | null;
  unsubscribe_generation: number | null;
}

export type SendOutcome = 'SENT' | 'SKIPPED' | 'CANCELLED' | 'FAILED' | 'RETRY';

export async function sendAlertEmails(jobs: PgBoss.JobWithMetadata<SendJob>[], deps: SendDeps): Promise<SendOutcome[]> {
  // The pooled transport sends the batch over its few connections at once.
  return Promise.all(jobs.map((job) => sendOne(job, deps)));
}

async function sendOne(job: PgBoss.JobWithMetadata<SendJob>, deps: SendDeps): Promise<SendOutcome> {
  const { db } = deps;
  const [row] = await db.query<OutboxRow>(
    `SELECT e.id, e.message_id, e.recipient, e.items, e.status, e.bookmark_id, b.alerts_enabled,
            b.search_name, b.search_results_url, b.alert_frequency, b.unsubscribe_generation
     FROM alert_emails e LEFT JOIN search_bookmarks b ON b.id = e.bookmark_id WHERE e.id = $1`,
    [job.data.emailId],
  );
  // Already sent (a retry after a crash that came after the mark), or given up on.
  if (!row || row.status !== 'PENDING') return 'SKIPPED';
  // Unsubscribed or deleted since it was queued: it does not go.
  if (!row.bookmark_id || !row.alerts_enabled) return mark(db, row.id, 'CANCELLED');

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
  if (!rendered) return mark(db, row.id, 'CANCELLED');

  await db.query('UPDATE alert_emails SET attempts = attempts + 1 WHERE id = $1', [row.id]);
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
    if (error.permanent) return mark(db, row.id, 'FAILED', error.code);
    return retry(job, deps, row.id, error.code);
  }
  return mark(db, row.id, 'SENT');
}

async function mark(db: Db, id: string, status: SendOutcome, error?: string): Promise<SendOutcome> {
  await db.query(
    `UPDATE alert_emails SET status = $2::text, last_error = COALESCE($3, last_error),
       sent_at = CASE WHEN $2::text = 'SENT' THEN now() ELSE sent_at END
     WHERE id = $1 AND status = 'PENDING'`,
    [id, status, error ?? null],
  );
  return status;
}

/** A temporary failure: the job fails so the queue retries it later; after the last try the email is FAILED. */
async function retry(
  job: PgBoss.JobWithMetadata<SendJob>,
  deps: SendDeps,
  id: string,
  reason: string,
): Promise<SendOutcome> {
  if (job.retryCount >= job.retryLimit) return mark(deps.db, id, 'FAILED', reason);
  await deps.db.query('UPDATE alert_emails SET last_error = $2 WHERE id = $1', [id, reason]);
  await deps.boss.fail(ALERT_QUEUES.send, job.id, { reason });
  return 'RETRY';
}
