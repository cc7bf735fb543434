/**
 * bench:gateway's upstream: answers every REST call from a recording held in memory, at zero
 * latency, so the benchmark measures the gateway and not the search engine. BENCH_UPSTREAM_LATENCY_MS
 * holds each answer that long, for how the two routes compare when each call is a network round
 * trip, as in production. A call that was not
 * recorded is counted (GET /__bench/misses) and answered 404, which the benchmark treats as a failure.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface RecordedAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Recorded answers by request URL (path and query string, as the gateway sent them). */
export type Recording = Record<string, RecordedAnswer>;

const recording = JSON.parse(readFileSync(process.env.BENCH_RECORDING_FILE ?? '', 'utf8')) as Recording;
const answers = new Map(Object.entries(recording));
const latencyMs = Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 0);
const misses = new Map<string, number>();
const hits = new Map<string, number>();

const app = Fastify({ logger: false });
app.get('/__bench/misses', async () => Object.fromEntries(misses));
app.get('/__bench/hits', async () => Object.fromEntries(hits));
app.get('/readyz', async () => ({ status: 'ready' }));
app.all('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) {
    misses.set(request.url, (misses.get(request.url) ?? 0) + 1);
    return reply.code(404).send({ error: 'not recorded' });
  }
  hits.set(request.url, (hits.get(request.url) ?? 0) + 1);
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
