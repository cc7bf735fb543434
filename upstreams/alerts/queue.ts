import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/database';
import { ALERT_QUEUES, ALERT_QUEUE_SCHEMA, ALERT_SEND_EXPIRE_SECONDS, ALERT_SEND_RETRY } from './constants';

/**
 * The job queue: pg-boss on the store we already have, through the upstreams' own database port so
 * that PGlite (npm start) and PostgreSQL (DATABASE_URL) both carry it, and so that a job can be
 * queued inside one of our transactions (the outbox row and its send job commit together).
 */

/** pg-boss's database port over one of ours: SQL without parameters may hold several statements. */
export function queueDb(db: Pick<Db, 'script'> & Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: values?.length ? await db.query(text, values) : await db.script(text) };
    },
  };
}

/** The same port inside a transaction: every statement there has parameters or is a single one. */
export function queueTx(tx: Queryable): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }) };
}

export interface QueueOptions {
  /** The queue's schema; tests give each database their own. */
  schema?: string;
  /** Whether this process runs the cron clock (one process per database is enough; more is harmless). */
  schedule?: boolean;
  /** The first retry's delay of a send (ALERT_SEND_RETRY.delaySeconds); tests shorten it. */
  sendRetryDelaySeconds?: number;
  /** How long a send may stay active before its worker is presumed dead (ALERT_SEND_EXPIRE_SECONDS). */
  sendExpireSeconds?: number;
  /** How often expired jobs are found and handed out again (pg-boss's maintenance; 2 minutes by default). */
  maintenanceIntervalSeconds?: number;
}

/** Starts pg-boss (installing or migrating its tables) and creates the alert queues. */
export async function startQueue(db: Db, options: QueueOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: queueDb(db),
    schema: options.schema ?? ALERT_QUEUE_SCHEMA,
    schedule: options.schedule ?? true,
    supervise: true,
    migrate: true,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  // pg-boss reports its background errors here; without a listener they would be thrown.
  boss.on('error', (error) => console.error('alert queue:', error.message));
  await boss.start();
  // The run is a singleton: two overlapping runs would only wait on each other's rows.
  await boss.createQueue(ALERT_QUEUES.evaluate, { name: ALERT_QUEUES.evaluate, policy: 'singleton', retryLimit: 0 });
  const send = {
    name: ALERT_QUEUES.send,
    policy: 'standard',
    retryLimit: ALERT_SEND_RETRY.limit,
    retryDelay: options.sendRetryDelaySeconds ?? ALERT_SEND_RETRY.delaySeconds,
    retryBackoff: ALERT_SEND_RETRY.backoff,
    expireInSeconds: options.sendExpireSeconds ?? ALERT_SEND_EXPIRE_SECONDS,
  } as const;
  await boss.createQueue(ALERT_QUEUES.send, send);
  // A queue made by an earlier version keeps its settings until told otherwise.
  await boss.updateQueue(ALERT_QUEUES.send, send);
  // Pushes are retried like the emails (docs/rules/push.md#sending).
  const push = { ...send, name: ALERT_QUEUES.push } as const;
  await boss.createQueue(ALERT_QUEUES.push, push);
  await boss.updateQueue(ALERT_QUEUES.push, push);
  return boss;
}
