import { closeOnSignal, readConfigOrExit, startGateway } from './gateway/start';
import { createUpstreamServer } from './upstreams/server';

/**
 * npm start: the reference upstreams (seeding the embedded database on first run) and the gateway
 * with the web client, in one process. Set UPSTREAM_LSC_URL to use upstreams elsewhere instead.
 * The gateway itself never imports the reference upstreams; only this entry point puts them together.
 */
const config = readConfigOrExit();
const started = Date.now();
const localUpstreams = process.env.UPSTREAM_LSC_URL ? undefined : await createUpstreamServer();
if (localUpstreams) await localUpstreams.app.listen({ port: config.upstreamPort, host: '127.0.0.1' });

const gateway = await startGateway(config);
closeOnSignal(async () => {
  await gateway.close();
  await localUpstreams?.close();
});

if (localUpstreams) {
  console.log(`Upstreams            http://127.0.0.1:${config.upstreamPort}  (seeding/indexing…)`);
  const { seed, listings } = await localUpstreams.ready;
  console.log(
    `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${listings} listings${seed.seeded ? ` (seeded ${seed.listings} in ${(seed.ms / 1000).toFixed(1)} s)` : ''}`,
  );
}
