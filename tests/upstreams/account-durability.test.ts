import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SaveSearchResponse, SearchBookmarksResponse, SessionResponse } from '../../contracts/account/index';
import { loadIdentityTokenKey } from '../../upstreams/account/token-key';
import { openDb } from '../../upstreams/db/database';
import { createUpstreamServer } from '../../upstreams/server';
import { accountClient, listen } from '../support/account-client';

/*
 * Every save the account service acknowledged survives the process being killed (SIGKILL, no
 * shutdown) in the middle of a burst of saves: a fresh server on the same PGlite data folder has
 * them all (docs/rules/accounts.md#durability).
 */

const ACKNOWLEDGED_BEFORE_KILL = 40;
const WORKERS = 4;

let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'account-durability-'));
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

test('saves acknowledged before a kill -9 are all there after a restart', async () => {
  let baseUrl = await startChild();
  const client = accountClient(() => baseUrl);
  const session = await client.ok(
    SessionResponse,
    'POST',
    '/users',
    { body: { email: 'durable@example.com', password: 'correct horse battery' } },
    201,
  );

  const acknowledged: string[] = [];
  let sent = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  const worker = async () => {
    while (!killed) {
      const n = ++sent;
      inFlight += 1;
      try {
        const saved = await client.ok(
          SaveSearchResponse,
          'POST',
          '/search',
          { idToken: session.idToken, body: { searchResultsURL: `zip=30301&n=${n}`, searchName: `Search ${n}` } },
          201,
        );
        inFlight -= 1;
        acknowledged.push(saved.bookmark.bookmarkId);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          // Mid-burst: every other worker sends its next save as soon as its last one is answered,
          // so their saves are outstanding now (the server may or may not have answered them yet).
          inFlightAtKill = inFlight;
          child!.kill('SIGKILL');
        }
      } catch {
        inFlight -= 1;
        // A save cut off by the kill was never acknowledged; the burst is over.
        if (killed) return;
        throw new Error('a save failed before the kill');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await exited;
  expect(child!.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  expect(inFlightAtKill).toBe(WORKERS - 1);
  expect(sent).toBeGreaterThanOrEqual(acknowledged.length);

  // A fresh server on the same data folder and key file.
  const db = await openDb({ databaseUrl: '', dataDir });
  const fresh = await createUpstreamServer({
    db,
    seedListings: 20,
    identityTokenKey: loadIdentityTokenKey({ DATA_DIR: dataDir }),
  });
  try {
    baseUrl = await listen(fresh.app);
    const { myAtcSearchViewBeans } = await client.ok(SearchBookmarksResponse, 'GET', '/searchbookmarks', {
      idToken: session.idToken,
    });
    const stored = new Set(myAtcSearchViewBeans.map((bookmark) => bookmark.bookmarkId));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await fresh.close();
    await db.close();
  }
});
