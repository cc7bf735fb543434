import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../../upstreams/db/database';
import { migrate } from '../../upstreams/db/migrate';

export interface TestDb {
  db: Db;
  /** Closes the database and removes what the test created (PGlite folder or PostgreSQL schema). */
  dispose(): Promise<void>;
}

/**
 * A private, migrated database for one test file: embedded PGlite in a temporary folder by
 * default (a copy of the global setup's migrated template when there is one), or a fresh schema on the PostgreSQL server when DATABASE_URL is set.
 */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const db = await openDb({ databaseUrl: url, schema });
    await migrate(db);
    return {
      db,
      async dispose() {
        await db.close();
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'srp-test-'));
  // Jest's global setup made one migrated database to copy (tests/support/global-setup.js).
  const template = process.env.TEST_DB_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  const db = await openDb({ databaseUrl: '', dataDir: dir });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
