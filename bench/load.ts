import { randomBytes } from 'node:crypto';
/**
 * npm run bench:load (issue 7): the gateway under 100 connections for 30 s on the SRP query, then
 * the bulkhead check: a query that does not need the listing search, measured beside SRP traffic
 * while the listing search answers normally and while it is slowed to 5 s. Writes bench/results/load.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startFaultProxy } from '../tests/support/fault-proxy';
import { freePort, startProcess, type Child } from './support/processes';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const SLOW_MS = 5_000;
/** The 100k-listing benchmark database of bench:search, when it exists; else a fresh PGlite seed. */
const BENCH_DB = process.env.BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/srp_bench_100000';

/** What the SRP asks for its first batch (the web client's query, in short). */
const SRP_QUERY = `query Srp { searchListings(brand: USED_CAR, queryString: "zip=30301&searchRadius=100&sortBy=relevance") {
  totalResultCount request { queryString }
  results { placement listing { id title year make model mileage pricingDetail { salePrice dealIndicator } image { src alt } owner { id name } viewCount } }
  filterGroups { name label options { label value count selected disabled } }
  breadcrumbs { label href } stats { price { min max } year { min max } }
} }`;
/** A query that needs no listing search: the zip panel's lookup. */
const ZIP_QUERY = 'query Zip { zipLocation(zip: "30301") { zip valid city state } }';

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(url: string, query: string): Promise<Figures> {
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function databaseExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const [{ count }] = (await client.query<{ count: string }>('SELECT count(*) FROM listings')).rows;
    return Number(count) > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const children: Child[] = [];
// The account service signs identity tokens with it and the production gateway verifies them with
// it: one key for both processes, as a deployment sets it (nothing here signs in).
const IDENTITY_TOKEN_KEY = randomBytes(32).toString('base64url');
const dataDir = mkdtempSync(path.join(tmpdir(), 'srp-bench-load-'));
try {
  const [upstreamPort, gatewayPort] = [await freePort(), await freePort()];
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const useBenchDb = await databaseExists(BENCH_DB);
  console.log(`upstream on ${useBenchDb ? BENCH_DB : 'PGlite with 20,000 seeded listings'}…`);
  children.push(
    await startProcess(
      'upstreams/main.ts',
      useBenchDb
        ? { UPSTREAM_PORT: String(upstreamPort), DATABASE_URL: BENCH_DB, IDENTITY_TOKEN_KEY }
        : {
            UPSTREAM_PORT: String(upstreamPort),
            DATA_DIR: dataDir,
            SEED_LISTINGS: '20000',
            DATABASE_URL: '',
            IDENTITY_TOKEN_KEY,
          },
      `${upstreamUrl}/readyz`,
    ),
  );
  // Gateway → fault proxy → upstream: the proxy slows the listing search on demand.
  const proxy = await startFaultProxy(upstreamUrl);
  proxy.delayMs = SLOW_MS;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  children.push(
    await startProcess(
      'gateway/main.ts',
      {
        PORT: String(gatewayPort),
        METRICS_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        UPSTREAM_LSC_URL: proxy.url,
        NODE_ENV: 'production',
        IDENTITY_TOKEN_KEY,
        // The load's queries are operation text (a developer's), not the web's trusted documents.
        GRAPHQL_SANDBOX: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        REDIS_URL: '',
      },
      `${gatewayUrl}/readyz`,
    ),
  );

  console.log('warm-up…');
  await autocannon({
    url: `${gatewayUrl}/graphql`,
    connections: 10,
    duration: 5,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SRP_QUERY }),
  });

  console.log(`SRP query, ${CONNECTIONS} connections, ${SECONDS} s…`);
  const srp = await load(gatewayUrl, SRP_QUERY);
  console.table({ srp });

  console.log('zip query beside SRP traffic, listing search healthy…');
  const [zipHealthy, srpHealthy] = await Promise.all([load(gatewayUrl, ZIP_QUERY), load(gatewayUrl, SRP_QUERY)]);
  await proxy.fault('/rest/lsc/listing', 'delay');
  console.log(`zip query beside SRP traffic, listing search slowed to ${SLOW_MS / 1000} s…`);
  const [zipSlowed, srpSlowed] = await Promise.all([load(gatewayUrl, ZIP_QUERY), load(gatewayUrl, SRP_QUERY)]);
  await proxy.fault('/rest/lsc/listing', 'pass');
  await proxy.close();

  const p99Rise = zipSlowed.p99Ms / zipHealthy.p99Ms - 1;
  console.table({ zipHealthy, zipSlowed, srpHealthy, srpSlowed });
  console.log(
    `bulkhead: zip query p99 ${zipHealthy.p99Ms} ms → ${zipSlowed.p99Ms} ms (${(p99Rise * 100).toFixed(1)}%, target ≤ 20%)`,
  );
  const result = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    listings: useBenchDb ? 100_000 : 20_000,
    srp,
    bulkhead: {
      slowedMs: SLOW_MS,
      zipHealthy,
      zipSlowed,
      srpHealthy,
      srpSlowed,
      zipP99RisePercent: Math.round(p99Rise * 1000) / 10,
    },
  };
  writeFileSync(path.join(import.meta.dirname, 'results/load.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  for (const child of children.reverse()) await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
