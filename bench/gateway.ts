/**
 * npm run bench:gateway (issue 4 item 8): what the GraphQL gateway costs over a plain HTTP route.
 *
 * 1. Record: the real upstream (seeded PGlite) answers one SRP query, the web client's own document;
 *    every upstream call and answer is recorded, with the waves the calls went out in.
 * 2. Replay: a memory upstream (bench/support/memory-upstream.ts) answers those calls at zero latency,
 *    and one server process holds the production gateway and the baseline route POST /plain/srp
 *    (bench/support/gateway-with-plain-route.ts): same upstream calls, same JSON, no GraphQL.
 * 3. Measure, both targets in the same run, alternating: throughput under CONNECTIONS connections
 *    (autocannon, median of ROUNDS), and latency one request at a time (hrtime, p50/p99 of SAMPLES),
 *    the targets' requests interleaved so that a slow spell of the host falls on all of them alike.
 * BENCH_GATEWAY_BASELINE=<git ref> also runs that commit's server (a worktree) on the same memory
 * upstream and recording, its two targets alternating with this one's: a change is judged against
 * its baseline measured in the same run, since the host moves these figures by more than a target's
 * margin from one run to the next.
 * Writes bench/results/gateway.json; BENCH_GATEWAY_PROFILE=1 also leaves a CPU profile of the server
 * in bench/results/profile.scratch/.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { SearchResultsPageDocument } from '../web/src/__generated__/graphql';
import { createGateway } from '../gateway/server';
import { listenOnLoopback } from '../tests/support/stack';
import { startUpstream } from '../tests/support/upstream';
import type { Recording } from './support/memory-upstream';
import type { PlainRoutePlan } from './support/gateway-with-plain-route';
import { cpuMsOf, freePort, startProcess, type Child } from './support/processes';
import { checkOut, commitOf } from './support/worktree';
import { createUpstreams } from '../gateway/upstreams/index';

const CONNECTIONS = Number(process.env.BENCH_GATEWAY_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_GATEWAY_ROUNDS ?? 3);
const SAMPLES = Number(process.env.BENCH_GATEWAY_SAMPLES ?? 2_000);
const LISTINGS = 3_000;
/**
 * Zero by default, as the targets are set: the gateway's own cost. BENCH_GATEWAY_UPSTREAM_LATENCY_MS
 * makes each upstream call a round trip of that long, which shows what overlapping calls with
 * execution is worth in production; the targets are not judged on such a run.
 */
const UPSTREAM_LATENCY_MS = Number(process.env.BENCH_GATEWAY_UPSTREAM_LATENCY_MS ?? 0);
/** The SRP as most shoppers land on it: everything within 100 miles of their zip, a full first batch. */
const QUERY_STRING = 'zip=30301&searchRadius=100&sortBy=relevance';
/** As the web sends it: the trusted document's hash, no operation text (docs/rules/public-api.md#trusted-documents). */
const SRP_BODY = JSON.stringify({
  operationName: 'SearchResultsPage',
  variables: { queryString: QUERY_STRING },
  extensions: {
    persistedQuery: {
      version: 1,
      sha256Hash: (SearchResultsPageDocument as unknown as { __meta__: { hash: string } }).__meta__.hash.replace(
        /^sha256:/,
        '',
      ),
    },
  },
});
const TARGETS = { minThroughputRatio: 0.6, maxAddedP50Ms: 2 };
/** The commit to measure beside this checkout (BENCH_GATEWAY_BASELINE), if any. */
const BASELINE = commitOf(process.env.BENCH_GATEWAY_BASELINE);

interface Call {
  url: string;
  startedAt: number;
  endedAt: number;
}

async function postJson(url: string, body: string): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Groups calls into the waves they depend on each other in: a call that went out after an answer of
 * the current wave had come may have needed it (the view counts need the listings' VINs, the
 * showcase's listings the ad's dealer), so it starts the next wave; calls that went out before any
 * answer came are one wave. (Grouping by "still in flight" made one wave of all eight calls: the
 * recording's upstream answers one call at a time, so some call was always in flight, and the
 * baseline then made at once calls the gateway cannot make before it has the answers they need.)
 */
function wavesOf(calls: Call[]): string[][] {
  const waves: Call[][] = [];
  for (const call of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    const current = waves.at(-1);
    if (current && call.startedAt < Math.min(...current.map((earlier) => earlier.endedAt))) current.push(call);
    else waves.push([call]);
  }
  return waves.map((wave) => wave.map((call) => call.url));
}

/**
 * Runs the SRP query against the real upstream twice and keeps the second, warm, run's calls. Calls
 * are timed where the gateway makes them (fetch), not where the upstream takes them: in one process
 * the upstream takes parallel calls one after the other.
 */
async function record(): Promise<{ recording: Recording; plan: PlainRoutePlan; calls: number }> {
  const fixture = await startUpstream({ seedListings: LISTINGS });
  const upstreamUrl = await listenOnLoopback(fixture.upstream.app);
  const recording: Recording = {};
  let calls: Call[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== upstreamUrl) return realFetch(input, init);
    const key = `${url.pathname}${url.search}`;
    const startedAt = performance.now();
    const response = await realFetch(input, init);
    calls.push({ url: key, startedAt, endedAt: performance.now() });
    const body = await response.text();
    recording[key] = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body,
    };
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const gateway = await createGateway({
    upstreams: createUpstreams(upstreamUrl),
    imagesUrl: upstreamUrl,
    production: true,
    rateLimit: { max: 0 },
  });
  try {
    const gatewayUrl = await listenOnLoopback(gateway.app);
    await postJson(`${gatewayUrl}/graphql`, SRP_BODY);
    calls = [];
    const response = (await postJson(`${gatewayUrl}/graphql`, SRP_BODY)) as {
      errors?: unknown[];
      data?: { searchListings?: { results?: unknown[] } };
    };
    if (response.errors?.length)
      throw new Error(`the SRP query answered errors: ${JSON.stringify(response.errors).slice(0, 500)}`);
    if (!response.data?.searchListings?.results?.length)
      throw new Error(`${QUERY_STRING} found no listings in the seed`);
    return { recording, plan: { waves: wavesOf(calls), response }, calls: calls.length };
  } finally {
    globalThis.fetch = realFetch;
    await gateway.app.close();
    await fixture.close();
  }
}

/** Requests per second under CONNECTIONS connections, and the server's CPU time per request. */
async function throughput(
  url: string,
  server: Child,
  upstream: Child,
): Promise<{
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  upstreamCpuMsPerRequest: number;
  non2xx: number;
  errors: number;
}> {
  const cpuBefore = cpuMsOf(server.pid);
  const upstreamCpuBefore = cpuMsOf(upstream.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: SRP_BODY,
  });
  const cpuMsPerRequest = (cpuMsOf(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
  const upstreamCpuMsPerRequest = (cpuMsOf(upstream.pid) - upstreamCpuBefore) / Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest,
    upstreamCpuMsPerRequest,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** One request at a time, the targets in turn: the time each request took, in ms, sorted, by target. */
async function latencies<Name extends string>(urls: Record<Name, string>): Promise<Record<Name, number[]>> {
  const names = Object.keys(urls) as Name[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const name of names) {
      const started = process.hrtime.bigint();
      await postJson(urls[name], SRP_BODY);
      times[name].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  for (const name of names) times[name].sort((a, b) => a - b);
  return times;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const children: Child[] = [];
const worktree = BASELINE ? checkOut(BASELINE, 'bench-gateway-baseline-') : undefined;
const scratch = mkdtempSync(path.join(tmpdir(), 'srp-bench-gateway-'));
try {
  console.log(`recording the SRP query's upstream calls (${LISTINGS} seeded listings)…`);
  const { recording, plan, calls } = await record();
  console.log(
    `${calls} upstream calls in ${plan.waves.length} waves: ${plan.waves.map((wave) => wave.length).join(' + ')}`,
  );
  const recordingFile = path.join(scratch, 'recording.json');
  const planFile = path.join(scratch, 'plan.json');
  writeFileSync(recordingFile, JSON.stringify(recording));
  writeFileSync(planFile, JSON.stringify(plan));

  const upstreamPort = await freePort();
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const memoryUpstream = await startProcess(
    'bench/support/memory-upstream.ts',
    {
      PORT: String(upstreamPort),
      BENCH_RECORDING_FILE: recordingFile,
      BENCH_UPSTREAM_LATENCY_MS: String(UPSTREAM_LATENCY_MS),
    },
    `${upstreamUrl}/readyz`,
  );
  children.push(memoryUpstream);
  const startServer = async (cwd?: string) => {
    const port = await freePort();
    const child = await startProcess(
      'bench/support/gateway-with-plain-route.ts',
      { PORT: String(port), BENCH_UPSTREAM_URL: upstreamUrl, BENCH_PLAN_FILE: planFile, NODE_ENV: 'production' },
      `http://127.0.0.1:${port}/healthz`,
      undefined,
      // BENCH_GATEWAY_PROFILE=1: a V8 CPU profile of the server, to see where the gateway's time goes.
      process.env.BENCH_GATEWAY_PROFILE && !cwd
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(import.meta.dirname, 'results/profile.scratch')}`]
        : [],
      cwd,
    );
    children.push(child);
    return { child, url: `http://127.0.0.1:${port}` };
  };
  const candidate = await startServer();
  const baseline = worktree ? await startServer(worktree.dir) : undefined;
  const server = candidate.child;
  const targets = { gateway: `${candidate.url}/graphql`, plain: `${candidate.url}/plain/srp` };
  const servers: Record<string, Child> = { gateway: server, plain: server };
  if (baseline) {
    Object.assign(targets, { baselineGateway: `${baseline.url}/graphql`, baselinePlain: `${baseline.url}/plain/srp` });
    Object.assign(servers, { baselineGateway: baseline.child, baselinePlain: baseline.child });
  }

  // Same answer from both, and from the gateway the same answer as on the real upstream. A
  // baseline may answer otherwise (a field added since): its times still compare, with a warning.
  for (const [name, url] of Object.entries(targets)) {
    if (isDeepStrictEqual(await postJson(url, SRP_BODY), plan.response)) continue;
    if (!name.startsWith('baseline')) throw new Error(`${name} does not answer the recorded JSON`);
    console.warn(`${name} answers otherwise than this checkout's gateway: its times compare, its answer differs`);
  }

  // Both make the same upstream calls, the same number of times.
  const hits = async () => (await (await fetch(`${upstreamUrl}/__bench/hits`)).json()) as Record<string, number>;
  const callsPerTarget: Record<string, Record<string, number>> = {};
  for (const [name, url] of Object.entries(targets).filter(([name]) => !name.startsWith('baseline'))) {
    const before = await hits();
    for (let i = 0; i < 10; i += 1) await postJson(url, SRP_BODY);
    const after = await hits();
    callsPerTarget[name] = Object.fromEntries(
      Object.keys(after)
        .map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)])
        .filter(([, n]) => n),
    );
  }
  if (!isDeepStrictEqual(callsPerTarget.gateway, callsPerTarget.plain))
    throw new Error(`the targets call different upstreams: ${JSON.stringify(callsPerTarget)}`);

  console.log('warm-up…');
  for (const url of Object.values(targets))
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: 5,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: SRP_BODY,
    });

  const names = Object.keys(targets);
  const runs: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  let failed = 0;
  for (let i = 1; i <= ROUNDS; i += 1) {
    for (const name of names) {
      const result = await throughput((targets as Record<string, string>)[name], servers[name], memoryUpstream);
      failed += result.non2xx + result.errors;
      runs[name].push(result.requestsPerSecond);
      cpu[name].push(result.cpuMsPerRequest);
      console.log(
        `round ${i} ${name.padEnd(15)} ${result.requestsPerSecond.toFixed(0)} req/s, server CPU ${result.cpuMsPerRequest.toFixed(2)} ms/request, upstream CPU ${result.upstreamCpuMsPerRequest.toFixed(2)}`,
      );
    }
  }
  console.log(`latency, one request at a time, ${SAMPLES} each, the targets in turn…`);
  const times = await latencies(targets as Record<string, string>);

  const misses = (await (await fetch(`${upstreamUrl}/__bench/misses`)).json()) as Record<string, number>;
  if (Object.keys(misses).length)
    throw new Error(`calls the recording does not hold: ${JSON.stringify(misses).slice(0, 500)}`);
  if (failed) throw new Error(`${failed} requests failed or answered non-2xx`);

  /** A server's figures: its gateway against its own plain route. */
  const figures = (gateway: string, plain: string) => {
    const latency = {
      gateway: { p50Ms: round(quantile(times[gateway], 0.5)), p99Ms: round(quantile(times[gateway], 0.99)) },
      plain: { p50Ms: round(quantile(times[plain], 0.5)), p99Ms: round(quantile(times[plain], 0.99)) },
    };
    return {
      gatewayRps: median(runs[gateway]),
      plainRps: median(runs[plain]),
      ratio: round(median(runs[gateway]) / median(runs[plain]), 3),
      cpu: { gateway: round(median(cpu[gateway])), plain: round(median(cpu[plain])) },
      latency,
      added: {
        p50Ms: round(latency.gateway.p50Ms - latency.plain.p50Ms),
        p99Ms: round(latency.gateway.p99Ms - latency.plain.p99Ms),
      },
    };
  };
  const { gatewayRps, plainRps, ratio, latency, added, ...mine } = figures('gateway', 'plain');
  const before = baseline && figures('baselineGateway', 'baselinePlain');
  const result = {
    date: new Date().toISOString(),
    query: {
      operation: 'SearchResultsPage',
      queryString: QUERY_STRING,
      listingsShown: (plan.response as { data: { searchListings: { results: unknown[] } } }).data.searchListings.results
        .length,
      responseBytes: JSON.stringify(plan.response).length,
      upstreamCalls: calls,
      upstreamBytes: Object.values(recording).reduce((sum, answer) => sum + answer.body.length, 0),
      waves: plan.waves.map((wave) => wave.length),
    },
    settings: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      samples: SAMPLES,
      listings: LISTINGS,
      upstreamLatencyMs: UPSTREAM_LATENCY_MS,
    },
    throughput: {
      gatewayRps: round(gatewayRps, 1),
      plainRps: round(plainRps, 1),
      ratio,
      rounds: { gateway: runs.gateway, plain: runs.plain },
    },
    serverCpuMsPerRequest: mine.cpu,
    latency: { ...latency, added },
    baseline: before && {
      commit: BASELINE,
      throughput: {
        gatewayRps: round(before.gatewayRps, 1),
        plainRps: round(before.plainRps, 1),
        ratio: before.ratio,
        rounds: { gateway: runs.baselineGateway, plain: runs.baselinePlain },
      },
      serverCpuMsPerRequest: before.cpu,
      latency: { ...before.latency, added: before.added },
    },
    targets: {
      ...TARGETS,
      throughputRatioMet: ratio >= TARGETS.minThroughputRatio,
      addedP50Met: added.p50Ms <= TARGETS.maxAddedP50Ms,
    },
  };
  console.table({
    gateway: { 'req/s': result.throughput.gatewayRps, ...latency.gateway },
    plain: { 'req/s': result.throughput.plainRps, ...latency.plain },
    ...(before && {
      [`gateway ${BASELINE!.slice(0, 7)}`]: { 'req/s': round(before.gatewayRps, 1), ...before.latency.gateway },
      [`plain ${BASELINE!.slice(0, 7)}`]: { 'req/s': round(before.plainRps, 1), ...before.latency.plain },
    }),
  });
  console.log(
    `throughput ratio ${ratio} (target ≥ ${TARGETS.minThroughputRatio}); added latency p50 ${added.p50Ms} ms (target ≤ ${TARGETS.maxAddedP50Ms}), p99 ${added.p99Ms} ms`,
  );
  if (before)
    console.log(
      `baseline ${BASELINE!.slice(0, 7)}: throughput ratio ${before.ratio}; added latency p50 ${before.added.p50Ms} ms, p99 ${before.added.p99Ms} ms`,
    );
  // A run with upstream latency is not the targets' run: it leaves their figures alone.
  const file = UPSTREAM_LATENCY_MS > 0 ? 'results/gateway-upstream-latency.scratch.json' : 'results/gateway.json';
  writeFileSync(path.join(import.meta.dirname, file), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  for (const child of children.reverse()) await child.stop();
  rmSync(scratch, { recursive: true, force: true });
  worktree?.remove();
}
