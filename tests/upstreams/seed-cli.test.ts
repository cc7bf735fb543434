import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../upstreams/db/database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LISTINGS = 200;
let dir: string;

/** npm run seed's command, on a PGlite folder of its own whatever DATABASE_URL the suite runs with. */
function seed(env: Record<string, string>) {
  return spawnSync('npx', ['tsx', 'upstreams/db/seed-cli.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'db'), ...env },
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'srp-seed-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run seed', () => {
  test('seeds SEED_LISTINGS listings and the research content into an empty database, and says so', async () => {
    const run = seed({ SEED_LISTINGS: String(LISTINGS) });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`PGlite at ${path.join(dir, 'db')}`);
    expect(run.stdout).toMatch(new RegExp(`seeded ${LISTINGS} listings and \\d+ owners`));
    expect(run.stdout).toContain('research content: seeded');
    expect(run.stdout).toContain('safety reference: seeded');

    const db = await openDb({ databaseUrl: '', dataDir: path.join(dir, 'db') });
    try {
      const [counts] = await db.query<{ listings: number; vehicles: number; safety: number }>(
        'SELECT (SELECT count(*) FROM listings)::int AS listings, (SELECT count(*) FROM reference_vehicles)::int AS vehicles, (SELECT count(*) FROM model_safety)::int AS safety',
      );
      expect(counts.listings).toBe(LISTINGS);
      expect(counts.vehicles).toBeGreaterThan(0);
      expect(counts.safety).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);

  test('refuses a SEED_LISTINGS that is not a positive integer, naming it, without a stack trace', () => {
    const run = seed({ SEED_LISTINGS: '-5' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SEED_LISTINGS must be a positive integer, got '-5'");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
