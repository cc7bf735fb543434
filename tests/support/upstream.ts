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
  const upstream = await createUpstreamServer({ seedListings: 3_000, ...options, db: testDb.db });
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
