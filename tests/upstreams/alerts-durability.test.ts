import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALERT_SEND_BATCH } from '../../upstreams/alerts/constants';
import { openDb } from '../../upstreams/db/database';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

/**
 * Exactly once across a crash: the alert worker is killed (SIGKILL) while its emails are going
 * out; a new process on the same data finishes the job. Every alert is delivered, none is lost,
 * and a resend is only ever an email that was on the wire when the process died (same Message-ID).
 * Embedded PGlite only: the worker process owns the data folder.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEARCHES = 120;
const KILL_AFTER = 25;
let smtp: TestSmtp;
let dataDir: string;
let child: ChildProcess | undefined;
const key = randomBytes(32).toString('hex');

const pglite = process.env.DATABASE_URL ? test.skip : test;

beforeAll(async () => {
  smtp = await startTestSmtp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'alerts-kill-'));
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let output = '';

/** Resolves with the first JSON line of the worker's output that starts with `prefix`. */
function line<T>(prefix: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${prefix} line in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const look = () => {
      const found = output.split('\n').find((l) => l.startsWith(prefix));
      if (!found) return;
      clearTimeout(timer);
      child!.stdout!.off('data', look);
      resolve(JSON.parse(found) as T);
    };
    child!.stdout!.on('data', look);
    look();
  });
}

/** Starts the worker process; resolves with how many emails its run queued. */
function startWorker(setup: boolean): Promise<number> {
  // Node itself, not npx: the signal must reach the process that holds the database.
  child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/support/alert-worker-process.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      IDENTITY_TOKEN_KEY_HEX: key,
      ALERT_SETUP: setup ? '1' : '0',
      ALERT_SEARCHES: String(SEARCHES),
      DATABASE_URL: '',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child!.once('exit', (code) => reject(new Error(`worker exited (${code}) before its run:\n${output}`))),
  );
  exited.catch(() => undefined);
  return Promise.race([line<{ queued: number }>('{"queued"', 120_000).then((l) => l.queued), exited]);
}

function stopped(process: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    process.exitCode !== null || process.signalCode !== null ? resolve() : process.once('exit', () => resolve()),
  );
}

pglite(
  'a worker killed while sending: every alert arrives, and only an email on the wire at the kill is sent again',
  async () => {
    // Slow replies keep many emails in flight when the kill comes.
    smtp.failNext('slow', SEARCHES, { delayMs: 150 });
    expect(await startWorker(true)).toBe(SEARCHES);
    await smtp.waitFor(KILL_AFTER, 60_000);
    child!.kill('SIGKILL');
    await stopped(child!);
    const first = smtp.messages.map((m) => m.messageId);
    expect(first.length).toBeLessThan(SEARCHES);

    smtp.reset();
    // The second process queues nothing new: the first run's watermarks and outbox rows were committed.
    expect(await startWorker(false)).toBe(0);
    const delivered = () => new Set([...first, ...smtp.messages.map((m) => m.messageId)]);
    // Stopped only once the worker itself finds no unsent row (an email can be accepted by the
    // server a moment before its row is marked SENT); the rows are read back below all the same.
    await line('{"settled"', 150_000);
    child!.kill('SIGTERM');
    await stopped(child!);
    const second = smtp.messages.map((m) => m.messageId);

    const db = await openDb({ databaseUrl: '', dataDir });
    try {
      const rows = await db.query<{ status: string; message_id: string }>(
        'SELECT status, message_id FROM alert_emails',
      );
      expect(rows).toHaveLength(SEARCHES);
      expect(rows.filter((row) => row.status !== 'SENT')).toEqual([]);
      // Every alert arrived: the delivered Message-IDs are exactly the outbox's.
      expect([...delivered()].sort()).toEqual(rows.map((row) => row.message_id).sort());
      // A resend is an email that was on the wire at the kill (sent, or still being accepted by the
      // server, but not yet marked): at most one batch of them, each delivered at most twice.
      const deliveries = new Map<string | undefined, number>();
      for (const id of [...first, ...second]) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      const twice = [...deliveries.values()].filter((count) => count > 1);
      expect(twice.length).toBeLessThanOrEqual(ALERT_SEND_BATCH);
      expect(Math.max(...deliveries.values())).toBeLessThanOrEqual(2);
    } finally {
      await db.close();
    }
  },
  300_000,
);
