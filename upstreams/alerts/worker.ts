import type PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import type { ChangeFeed } from '../lsc/change-feed';
import type { ListingSearchService } from '../lsc/service';
import { createMailer } from '../mail/mailer';
import { loadVapidKeys, type VapidKeys } from '../devices/vapid';
import { ALERT_PUSH_BATCH, ALERT_QUEUES, ALERT_RUN_CRON, ALERT_SEND_BATCH, ALERT_SMTP_CONNECTIONS } from './constants';
import { sendAlertPushes, type PushJob } from './push';
import { startQueue } from './queue';
import { runAlerts, type RunSummary } from './run';
import { sendAlertEmails, type SendJob } from './send';
import { alertsKey, signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

/**
 * The alert worker: the queue, the scheduled run and the senders (emails, and browser pushes,
 * docs/rules/push.md#sending) in one process (the upstreams',
 * beside the search index it asks). Several such processes may share a database: the run is a
 * singleton job and each email is one job, so none is done twice.
 */

export interface AlertWorkerOptions {
  db: Db;
  service(): ListingSearchService | undefined;
  changeFeed?(): ChangeFeed | undefined;
  smtpUrl: string;
  /** The From header. */
  from: string;
  /** The public origin the email's links point to. */
  origin: string;
  /** The identity token key; the unsubscribe links are signed with a key derived from it. */
  identityTokenKey: Uint8Array;
  /**
   * The VAPID key pair the pushes are signed with, or where to get it (the server's, shared with the
   * device routes); by default loadVapidKeys() (docs/rules/push.md#the-keys). Read when the first
   * push is sent, so a worker with no pushes to send never writes a key file.
   */
  vapid?: VapidKeys | (() => VapidKeys);
  /** The queue's schema (tests give each database their own). */
  queueSchema?: string;
  /** Whether the run is scheduled (ALERT_RUN_CRON); off, runs happen only through runNow. */
  schedule?: boolean;
  /** See ALERT_SETTLE_MS. */
  settleMs?: number;
  /** See ALERT_SEND_RETRY; tests shorten it. */
  sendRetryDelaySeconds?: number;
  /** See QueueOptions; tests shorten them. */
  sendExpireSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** How often the sender looks for work when the queue is idle, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

export interface AlertWorker {
  boss: PgBoss;
  /** Runs the alert check now, in this process (after any run already under way here). */
  runNow(): Promise<RunSummary>;
  close(): Promise<void>;
}

export async function startAlertWorker(options: AlertWorkerOptions): Promise<AlertWorker> {
  const { db } = options;
  let vapid = typeof options.vapid === 'function' ? undefined : options.vapid;
  const loadVapid = typeof options.vapid === 'function' ? options.vapid : () => loadVapidKeys();
  const boss = await startQueue(db, {
    schema: options.queueSchema,
    schedule: options.schedule ?? true,
    sendRetryDelaySeconds: options.sendRetryDelaySeconds,
    sendExpireSeconds: options.sendExpireSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  const mailer = createMailer(options.smtpUrl, { pool: true, maxConnections: ALERT_SMTP_CONNECTIONS });
  const key = alertsKey(options.identityTokenKey);
  const host = new URL(options.origin).hostname || 'localhost';

  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    const next = running.then(() =>
      runAlerts({
        db,
        boss,
        service: options.service,
        changeFeed: options.changeFeed,
        settleMs: options.settleMs,
        messageIdHost: host,
        origin: options.origin,
      }),
    );
    running = next.catch(() => undefined);
    return next;
  };

  await boss.work(ALERT_QUEUES.evaluate, async () => {
    const summary = await run();
    if (summary.due)
      console.log(
        `alert run: ${summary.due} due, ${summary.queued} emails and ${summary.pushes} pushes queued in ${summary.ms} ms`,
      );
    return summary;
  });
  let sender = '';
  sender = await boss.work<SendJob>(
    ALERT_QUEUES.send,
    {
      batchSize: ALERT_SEND_BATCH,
      includeMetadata: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    },
    async (jobs) => {
      // A full batch means more are waiting: fetch again at once instead of after the polling interval.
      if (jobs.length === ALERT_SEND_BATCH && sender) boss.notifyWorker(sender);
      return sendAlertEmails(jobs, {
        db,
        boss,
        mailer,
        service: options.service,
        from: options.from,
        origin: options.origin,
        unsubscribeUrl: (bookmarkId, generation) =>
          unsubscribeUrl(options.origin, signUnsubscribeToken(key, bookmarkId, generation)),
      });
    },
  );
  let pusher = '';
  pusher = await boss.work<PushJob>(
    ALERT_QUEUES.push,
    { batchSize: ALERT_PUSH_BATCH, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      if (jobs.length === ALERT_PUSH_BATCH && pusher) boss.notifyWorker(pusher);
      try {
        vapid ??= loadVapid();
      } catch (error) {
        // The jobs fail and are retried once the keys are set right.
        console.error(`alert push: ${(error as Error).message}`);
        throw error;
      }
      return sendAlertPushes(jobs, { db, boss, vapid });
    },
  );
  if (options.schedule ?? true) await boss.schedule(ALERT_QUEUES.evaluate, ALERT_RUN_CRON);

  return {
    boss,
    runNow: run,
    async close() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      mailer.close();
    },
  };
}
