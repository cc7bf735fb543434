import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ListingReportResponse } from '../../contracts/leads/index';
import { openDb } from '../../upstreams/db/database';

/*
 * Every report the leads service acknowledged survives the process being killed (SIGKILL, no
 * shutdown) in the middle of a burst of reports: the PGlite data folder opened again holds them all
 * (docs/rules/listing-actions.md#storage).
 */

const ACKNOWLEDGED_BEFORE_KILL = 40;
const WORKERS = 4;

let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reports-durability-'));
});
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the upstreams in a child process on the data folder; resolves its base URL. */
function startChild(): Promise<string> {
  // Always PGlite: this is the embedded store's durability, whatever DATABASE_URL the tests run on.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/account-server-process.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`the upstream process exited (${code}) before listening`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
}

test('reports acknowledged before a kill -9 are all there after a restart', async () => {
  const baseUrl = await startChild();
  // A listing for sale, asked of the listing search the same process serves (its database is the child's).
  const search = (await (await fetch(`${baseUrl}/rest/lsc/listing?numRecords=1`)).json()) as {
    listings: Array<{ id: number }>;
  };
  const listingId = String(search.listings[0].id);

  const acknowledged: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  const worker = async () => {
    while (!killed) {
      inFlight += 1;
      try {
        const response = await fetch(`${baseUrl}/listing-reports`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ listingId, reason: 'OTHER', details: `Report ${randomUUID()}` }),
        });
        expect(response.status).toBe(201);
        const { report } = ListingReportResponse.parse(await response.json());
        inFlight -= 1;
        acknowledged.push(report.reportId);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          // Mid-burst: every other worker sends its next report as soon as its last one is answered,
          // so their reports are outstanding now (the server may or may not have answered them yet).
          inFlightAtKill = inFlight;
          child!.kill('SIGKILL');
        }
      } catch (error) {
        inFlight -= 1;
        // A report cut off by the kill was never acknowledged; the burst is over.
        if (killed) return;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await exited;
  expect(child!.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  expect(inFlightAtKill).toBe(WORKERS - 1);

  const db = await openDb({ databaseUrl: '', dataDir });
  try {
    const stored = new Set(
      (await db.query<{ id: string }>('SELECT id::text FROM listing_reports')).map((row) => row.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await db.close();
  }
});
