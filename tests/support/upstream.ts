import { randomBytes } from 'node:crypto';
import { createUpstreamServer, type UpstreamOptions, type UpstreamServer } from '../../upstreams/server';
import { openTestDb, type TestDb } from './db';

export interface UpstreamFixture {
  testDb: TestDb;
  upstream: UpstreamServer;
  close(): Promise<void>;
}

/** The reference upstreams over a private, seeded test database, ready to answer. */
export async function startUpstream(options: Omit<UpstreamOptions, 'db'> = {}): Promise<UpstreamFixture> {
  const testDb = await openTestDb();
  // A key of its own, so that a test never writes a key file into the working copy's data folder.
  const upstream = await createUpstreamServer({
    seedListings: 3_000,
    identityTokenKey: new Uint8Array(randomBytes(32)),
    ...options,
    db: testDb.db,
  });
  await upstream.ready;
  return {
    testDb,
    upstream,
    async close() {
      await upstream.close();
      await testDb.dispose();
    },
  };
}
