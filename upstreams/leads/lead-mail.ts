import type PgBoss from 'pg-boss';
import type { PreferredContact } from '../../contracts/leads/index';
import type { Db } from '../db/database';
import { MailDeliveryError, type Mailer } from '../mail/mailer';
import { renderLeadEmail } from './lead-email';
import {
  LEAD_EMAIL_BATCH,
  LEAD_EMAIL_EXPIRE_SECONDS,
  LEAD_EMAIL_QUEUE,
  LEAD_EMAIL_RETRY,
  LEAD_EMAIL_SWEEP,
} from './lead-mail-constants';

/**
 * The lead mail worker (docs/rules/contact.md#delivery): takes lead emails from the queue, sends
 * each with its fixed Message-ID and marks its outbox row SENT. A worker that dies between the two
 * leaves the job to expire and run again: the same email, at most once more. A temporary refusal
 * fails the job so the queue retries it with back-off; a permanent one is recorded and stops. No
 * address or message reaches a log: only the outbox row's id and the SMTP code.
 */

export interface LeadMailOptions {
  db: Db;
  /** The alert worker's queue (one pg-boss per process). */
  boss: PgBoss;
  mailer: Mailer;
  /** The From header (MAIL_FROM). */
  from: string;
  /** The site's public origin the emails link to. */
  origin: string;
  /** See LEAD_EMAIL_RETRY; tests shorten it. */
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
}

export interface LeadMailWorker {
  /** Queues outbox rows that have no job yet (stored while the queue was down); how many. */
  queuePending(olderThanSeconds?: number): Promise<number>;
  close(): Promise<void>;
}

interface LeadEmailJob {
  emailId: string;
}

interface OutboxRow {
  id: string;
  kind: 'SELLER' | 'SHOPPER_COPY';
  message_id: string;
  status: string;
  listing_id: string;
  listing_title: string;
  owner_name: string;
  owner_email: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  preferred_contact: PreferredContact;
  offer_amount: number | null;
}

type Outcome = 'SENT' | 'SKIPPED' | 'FAILED' | 'RETRY';

export async function startLeadMailWorker(options: LeadMailOptions): Promise<LeadMailWorker> {
  const { db, boss } = options;
  const queue = {
    name: LEAD_EMAIL_QUEUE,
    policy: 'standard',
    retryLimit: LEAD_EMAIL_RETRY.limit,
    retryDelay: options.retryDelaySeconds ?? LEAD_EMAIL_RETRY.delaySeconds,
    retryBackoff: LEAD_EMAIL_RETRY.backoff,
    expireInSeconds: LEAD_EMAIL_EXPIRE_SECONDS,
  } as const;
  await boss.createQueue(LEAD_EMAIL_QUEUE, queue);
  await boss.updateQueue(LEAD_EMAIL_QUEUE, queue);

  const mark = (id: string, status: 'SENT' | 'FAILED', error: string | null) =>
    db.query(
      `UPDATE lead_emails SET status = $2, last_error = COALESCE($3, last_error),
         sent_at = CASE WHEN $2 = 'SENT' THEN now() ELSE sent_at END
       WHERE id = $1 AND status = 'PENDING'`,
      [id, status, error],
    );

  async function sendOne(job: PgBoss.JobWithMetadata<LeadEmailJob>, row: OutboxRow | undefined): Promise<Outcome> {
    // Already sent (a retry after a crash that came after the mark), or given up on.
    if (!row || row.status !== 'PENDING') return 'SKIPPED';
    const rendered = renderLeadEmail(
      {
        kind: row.kind,
        listingId: row.listing_id,
        listingTitle: row.listing_title,
        ownerName: row.owner_name,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        preferredContact: row.preferred_contact,
        offerAmount: row.offer_amount,
      },
      options.origin,
    );
    try {
      await options.mailer.send({
        messageId: row.message_id,
        from: options.from,
        to: row.kind === 'SELLER' ? row.owner_email : row.email,
        ...rendered,
      });
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      if (error.permanent || job.retryCount >= job.retryLimit) {
        await mark(row.id, 'FAILED', error.code);
        return 'FAILED';
      }
      await db.query('UPDATE lead_emails SET last_error = $2 WHERE id = $1', [row.id, error.code]);
      await boss.fail(LEAD_EMAIL_QUEUE, job.id, { reason: error.code });
      return 'RETRY';
    }
    await mark(row.id, 'SENT', null);
    return 'SENT';
  }

  await boss.work<LeadEmailJob>(
    LEAD_EMAIL_QUEUE,
    { batchSize: LEAD_EMAIL_BATCH, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      const ids = jobs.map((job) => job.data.emailId);
      const rows = new Map(
        (
          await db.query<OutboxRow>(
            `SELECT e.id, e.kind, e.message_id, e.status, l.listing_id::text AS listing_id, l.listing_title, l.owner_name,
                    l.owner_email, l.first_name, l.last_name, l.email, l.phone, l.message, l.preferred_contact,
                    l.offer_amount
             FROM lead_emails e JOIN seller_leads l ON l.id = e.lead_id WHERE e.id = ANY($1::uuid[])`,
            [ids],
          )
        ).map((row) => [row.id, row]),
      );
      const sending = ids.filter((id) => rows.get(id)?.status === 'PENDING');
      if (sending.length)
        await db.query('UPDATE lead_emails SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [sending]);
      return Promise.all(jobs.map((job) => sendOne(job, rows.get(job.data.emailId))));
    },
  );

  async function queuePending(olderThanSeconds: number = LEAD_EMAIL_SWEEP.olderThanSeconds): Promise<number> {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM lead_emails WHERE status = 'PENDING' AND created_at < now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    );
    if (rows.length === 0) return 0;
    // A job's id is its row's: a row whose job is still queued gets no second one.
    await boss.insert(rows.map((row) => ({ id: row.id, name: LEAD_EMAIL_QUEUE, data: { emailId: row.id } })));
    return rows.length;
  }

  await queuePending(0);
  const sweep = setInterval(
    () => void queuePending().catch((error: Error) => console.error('lead email sweep:', error.message)),
    LEAD_EMAIL_SWEEP.everyMs,
  );
  sweep.unref();

  return {
    queuePending,
    async close() {
      clearInterval(sweep);
    },
  };
}
