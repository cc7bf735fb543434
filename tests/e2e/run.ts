/**
 * npm run test:e2e: seeds one product's data directory, then runs every e2e file, each of which
 * starts its own product on a copy of it (seeding 20,000 listings in every file cost each one
 * several seconds). E2E_CONCURRENCY files run at once (default 1).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_TEMPLATE_ENV, E2E_SEED_LISTINGS } from './support/app';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

const requested = process.argv.slice(2);
const files = requested.length
  ? requested
  : readdirSync(HERE)
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join('tests/e2e', name));
const FILE_TIMEOUT_MS = 1_200_000;
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 1);
if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('E2E_CONCURRENCY must be a whole number from 1');

const template = mkdtempSync(path.join(tmpdir(), 'srp-e2e-template-'));
let status: number;
try {
  // npm run seed: migrates and seeds, then closes the database before it exits.
  const seed = spawnSync('npx', ['tsx', 'upstreams/db/seed-cli.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: template, SEED_LISTINGS: E2E_SEED_LISTINGS },
  });
  if (seed.status !== 0) throw new Error('seeding the e2e data directory failed');
  // Node 20 applies --test-timeout to each file's process as a whole: a file that hangs (a child process
  // it left running keeps it open) fails after this long instead of holding up the whole run.
  const testTimeout = `--test-timeout=${FILE_TIMEOUT_MS}`;
  const run = spawnSync('npx', ['tsx', '--test', `--test-concurrency=${concurrency}`, testTimeout, ...files], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, [DATA_TEMPLATE_ENV]: template },
  });
  status = run.status ?? 1;
} finally {
  rmSync(template, { recursive: true, force: true });
}
process.exit(status);

/** The products the e2e files start run on embedded PGlite (a file may pass its own DATABASE_URL). */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  delete rest.DATABASE_URL;
  return rest;
}
