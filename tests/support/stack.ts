import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { UpstreamServer } from '../../upstreams/server';
import { createGateway, type Gateway } from '../../gateway/server';
import type { TestDb } from './db';
import { startUpstream } from './upstream';
import { createUpstreams } from '../../gateway/upstreams/index';
import type { UpstreamClientOptions } from '../../gateway/upstreams/client';

export interface Stack {
  testDb: TestDb;
  upstream: UpstreamServer;
  upstreamUrl: string;
  gateway: Gateway;
  /** Upstream requests seen so far, by path (query string removed). */
  calls: Map<string, number>;
  /** The same requests with their query strings, in order. */
  urls: string[];
  close(): Promise<void>;
}

/**
 * For tests of what the services answer rather than how fast: the product's own time-outs (1 s for
 * the ad server, 3 s for the account service's password hashing) are missed on a host busy with
 * other suites, and a slot or a sign-up would come back empty for that alone.
 */
export const PATIENT_UPSTREAMS: UpstreamClientOptions = { breakers: { timeout: 30_000 } };

/** The real thing at small scale: a seeded database, the lsc upstream on a real port, the gateway. */
export async function startStack(
  listings = 3_000,
  upstreamOptions: UpstreamClientOptions = {},
  /** The identity token's key, shared by the account service and the gateway: set it to sign in. */
  identityKey?: Uint8Array,
): Promise<Stack> {
  const {
    testDb,
    upstream,
    close: closeUpstream,
  } = await startUpstream({
    seedListings: listings,
    identityTokenKey: identityKey,
  });
  const calls = new Map<string, number>();
  const urls: string[] = [];
  upstream.app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    calls.set(path, (calls.get(path) ?? 0) + 1);
    urls.push(request.url);
  });
  const upstreamUrl = await listenOnLoopback(upstream.app);
  const gateway = await createGateway({
    upstreams: createUpstreams(upstreamUrl, upstreamOptions),
    imagesUrl: upstreamUrl,
    identityKey,
  });
  return {
    testDb,
    upstream,
    upstreamUrl,
    gateway,
    calls,
    urls,
    async close() {
      await gateway.app.close();
      await closeUpstream();
    },
  };
}

/** Listens on a free loopback port and answers the base URL, e.g. http://127.0.0.1:40123. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The ad server's calls give up after 1 s (gateway/upstreams/ads/constants.ts): on a busy host the
 * very first ones (cold code, a new database connection) can take longer, and a slot or showcase
 * would come back empty. Tests that compare ads warm it up once first.
 */
export async function warmAdServer(upstreamUrl: string): Promise<void> {
  for (const path of [
    '/ads-api/decisions?slot=warm-up:FLUID&brand=motormart',
    '/ads-api/showcase?zip=30303&brand=motormart',
  ])
    await fetch(`${upstreamUrl}${path}`).then((r) => r.arrayBuffer());
}
