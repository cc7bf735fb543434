import https from 'node:https';
import net from 'node:net';
import type PgBoss from 'pg-boss';
import webpush from 'web-push';
import { PUSH_TTL_SECONDS } from '../../contracts/devices/constants';
import type { PushPayload } from '../../contracts/devices/index';
import type { Db } from '../db/database';
import type { VapidKeys } from '../devices/vapid';
import { ALERT_PUSH_TIMEOUT_MS, ALERT_QUEUES } from './constants';

/**
 * The push sender (docs/rules/push.md#sending): takes alert pushes from the queue, sends each to
 * its browser's push service (Web Push with VAPID, aes128gcm payload) and marks its outbox row
 * sent. A worker that dies between the two leaves the job to expire and run again: the same push,
 * at most once more. A 404 or 410 means the subscription is gone: the device is removed (its
 * pending pushes go with it). Any other failure fails the job, which the queue retries like the
 * emails. Logs name the device and the push, never the endpoint (it addresses the browser).
 */

export interface PushDeps {
  db: Db;
  boss: PgBoss;
  vapid: VapidKeys;
}

export interface PushJob {
  pushId: string;
}

export type PushOutcome = 'SENT' | 'SKIPPED' | 'GONE' | 'RETRY' | 'FAILED';

interface PushRow {
  id: string;
  device_id: string;
  payload: PushPayload;
  sent_at: Date | string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  /** Whether the device still belongs to the search's owner and the search still has alerts on. */
  deliverable: boolean | null;
}

export async function sendAlertPushes(jobs: PgBoss.JobWithMetadata<PushJob>[], deps: PushDeps): Promise<PushOutcome[]> {
  const rows = new Map(
    (
      await deps.db.query<PushRow>(
        `SELECT p.id, p.device_id, p.payload, p.sent_at, d.endpoint, d.p256dh, d.auth,
                (b.alerts_enabled AND b.user_id = d.user_id) AS deliverable
         FROM alert_pushes p
         LEFT JOIN browser_devices d ON d.id = p.device_id
         LEFT JOIN search_bookmarks b ON b.id = p.bookmark_id
         WHERE p.id = ANY($1::uuid[])`,
        [jobs.map((job) => job.data.pushId)],
      )
    ).map((row) => [row.id, row]),
  );
  return Promise.all(jobs.map((job) => sendOne(job, rows.get(job.data.pushId), deps)));
}

async function sendOne(
  job: PgBoss.JobWithMetadata<PushJob>,
  row: PushRow | undefined,
  deps: PushDeps,
): Promise<PushOutcome> {
  // Sent already (a retry after a crash that came after the mark), or the device or search is gone.
  if (!row || row.sent_at || !row.endpoint || !row.p256dh || !row.auth) return 'SKIPPED';
  // Turned off since it was queued, or the browser now belongs to another account: it does not go.
  if (!row.deliverable) return 'SKIPPED';
  try {
    await webpush.sendNotification(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(row.payload),
      {
        vapidDetails: deps.vapid,
        TTL: PUSH_TTL_SECONDS,
        // RFC 8291's encoding (web-push defaults to the older draft's aesgcm).
        contentEncoding: 'aes128gcm',
        timeout: ALERT_PUSH_TIMEOUT_MS,
        agent: loopbackAgent(row.endpoint),
      },
    );
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the push service dropped it: it will never take a push again.
      await deps.db.query('DELETE FROM browser_devices WHERE id = $1', [row.device_id]);
      console.log(`alert push: device ${row.device_id} is gone (${status}), removed; push ${row.id} dropped`);
      return 'GONE';
    }
    // The reason names the status or the socket's error code only: the error's message and
    // fields can carry the endpoint.
    const reason = status ? `push service answered ${status}` : String((error as { code?: unknown }).code ?? 'error');
    console.warn(`alert push: push ${row.id} to device ${row.device_id} failed (${reason})`);
    await deps.boss.fail(ALERT_QUEUES.push, job.id, { reason });
    return job.retryCount >= job.retryLimit ? 'FAILED' : 'RETRY';
  }
  await deps.db.query('UPDATE alert_pushes SET sent_at = now() WHERE id = $1 AND sent_at IS NULL', [row.id]);
  return 'SENT';
}

/**
 * web-push speaks HTTPS only. The device service takes a loopback `http:` endpoint outside
 * production (docs/rules/push.md#device-registration, for local push receivers in tests): such a
 * push goes over plain TCP through an agent whose connections are not TLS.
 */
class PlainLoopbackAgent extends https.Agent {
  override createConnection(options: net.NetConnectOpts): net.Socket {
    return net.createConnection(options);
  }
}
const plainLoopback = new PlainLoopbackAgent();
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

function loopbackAgent(endpoint: string): https.Agent | undefined {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  return url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? plainLoopback : undefined;
}
