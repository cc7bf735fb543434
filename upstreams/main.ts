import { createUpstreamServer } from './server';

/** Runs the reference upstreams on their own (npm run start:upstreams). */
const port = Number(process.env.UPSTREAM_PORT ?? 4001);
const upstreams = await createUpstreamServer({ logger: true });
await upstreams.app.listen({ port, host: '127.0.0.1' });
const { seed, listings } = await upstreams.ready;
console.log(
  `upstreams ready on http://127.0.0.1:${port} (${listings} listings${seed.seeded ? `, seeded in ${seed.ms} ms` : ''})`,
);
