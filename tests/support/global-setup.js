import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMissingClients } from './client-builds.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Read by tests/support/db.ts: a migrated, empty PGlite data directory to copy. */
const TEMPLATE_ENV = 'TEST_DB_TEMPLATE';

/**
 * Jest's global setup, once before any test file starts: the client builds the gateway serves, and
 * on embedded PGlite (no DATABASE_URL) the migrated database each file's own database copies.
 * Jest starts its workers after this, so they inherit the template's path.
 */
export default function globalSetup() {
  buildMissingClients();
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'srp-test-template-'));
  const made = spawnSync('npx', ['tsx', 'tests/support/db-template-cli.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dir },
  });
  if (made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('making the migrated PGlite template for the tests failed');
  }
  process.env[TEMPLATE_ENV] = dir;
}
