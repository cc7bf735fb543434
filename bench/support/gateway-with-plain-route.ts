/**
 * bench:gateway's server: the production gateway, plus the baseline route `POST /plain/srp` on the
 * same Fastify instance. The baseline does what any REST endpoint serving the SRP must do at the
 * least: the same upstream calls the SRP query makes (same HTTP helper, same order of waves, each
 * wave in parallel), then the same JSON sent back. What it skips is what the gateway adds: GraphQL
 * parsing, validation and execution, the resolvers' normalisation and shaping, DataLoaders, breakers.
 */
import { readFileSync } from 'node:fs';
import { createGateway } from '../../gateway/server';
import { getJson } from '../../gateway/upstreams/http';
import { createUpstreams } from '../../gateway/upstreams/index';

export interface PlainRoutePlan {
  /** The upstream URLs (path and query) the SRP query called, grouped in the waves it called them in. */
  waves: string[][];
  /** The gateway's JSON answer to the SRP query, which the baseline sends back. */
  response: unknown;
}

const upstreamUrl = process.env.BENCH_UPSTREAM_URL ?? '';
const plan = JSON.parse(readFileSync(process.env.BENCH_PLAN_FILE ?? '', 'utf8')) as PlainRoutePlan;

const gateway = await createGateway({
  upstreams: createUpstreams(upstreamUrl),
  imagesUrl: upstreamUrl,
  production: true,
  rateLimit: { max: 0 },
});
gateway.app.post('/plain/srp', async () => {
  for (const wave of plan.waves) await Promise.all(wave.map((url) => getJson(upstreamUrl, url, {}, 20_000)));
  return plan.response;
});
await gateway.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void gateway.app.close().then(() => process.exit(0)));
