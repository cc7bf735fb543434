import { createUpstreamServer } from '../upstreams/server';
import { readConfig } from './config';
import { createGateway } from './server';
import { createLogger } from './observability/logger';
import { createUpstreams } from './upstreams/index';

/**
 * npm start: the reference upstreams (seeding the embedded database on first run) and the
 * gateway with the web client, on one machine. Set UPSTREAM_LSC_URL to use upstreams elsewhere.
 */
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    // A setting that cannot work: say which and why, without a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
const started = Date.now();
const localUpstreams = process.env.UPSTREAM_LSC_URL ? undefined : await createUpstreamServer();
if (localUpstreams) await localUpstreams.app.listen({ port: config.upstreamPort, host: '127.0.0.1' });

const gateway = await createGateway({
  upstreams: createUpstreams({ lsc: config.lscUrl, research: config.researchUrl }),
  imagesUrl: config.lscUrl,
  production: config.production,
  upstreamsReady: async () => (await fetch(`${config.lscUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok,
  logger: createLogger({ level: config.logLevel }),
  rateLimit: { ...config.rateLimit, redisUrl: config.redisUrl },
  trustProxy: config.trustProxy,
  publicOrigin: config.publicOrigin,
});
await gateway.app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
console.log(`Search results page  ${base}/cars-for-sale`);
console.log(`GraphQL + sandbox    ${base}/graphql`);
console.log(`Health               ${base}/healthz  ${base}/readyz`);
if (localUpstreams) {
  console.log(`Upstreams            http://127.0.0.1:${config.upstreamPort}  (seeding/indexing…)`);
  const { seed, listings } = await localUpstreams.ready;
  console.log(
    `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${listings} listings${seed.seeded ? ` (seeded ${seed.listings} in ${(seed.ms / 1000).toFixed(1)} s)` : ''}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await gateway.app.close();
      await localUpstreams?.close();
      process.exit(0);
    })();
  });
}
