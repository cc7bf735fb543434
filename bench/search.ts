/**
 * npm run bench:search: the listing search engine at 1,000,000 listings against the same
 * queries as SQL (a count plus a GROUP BY per facet group) on PostgreSQL, in one run.
 * Writes bench/results/search.json.
 */
import { writeFileSync } from 'node:fs';
import { openDb } from '../upstreams/db/database';
import { migrate } from '../upstreams/db/migrate';
import { seedDatabase } from '../upstreams/db/seed/index';
import { ListingIndex } from '../upstreams/lsc/engine/listing-index';
import { search, type SearchQuery } from '../upstreams/lsc/engine/search';
import { filterGroups } from '../upstreams/lsc/filter-groups';
import { loadListings, loadOwners, type ListingRecord } from '../upstreams/lsc/records';
import { percentile, queryMix } from './support/search-mix';
import { NaturalReader } from '../upstreams/lsc/natural/reader';
import { tokenise } from '../upstreams/lsc/natural/tokens';
import { NATURAL_PHRASES } from '../tests/upstreams/natural-search-phrases';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const SQL_QUERIES = Number(process.env.BENCH_SQL_QUERIES ?? 40);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `srp_bench_${LISTINGS}`;

/** Facet groups compared with SQL, with their column. */
const SQL_GROUPS: Record<string, string> = {
  makeCode: 'l.make_code',
  listingType: 'l.listing_type',
  vehicleStyleCode: 'l.body_style',
  fuelTypeGroup: 'l.fuel_type',
  extColorSimple: 'l.ext_color',
  driveGroup: 'l.drive_group',
  transmissionCode: 'l.transmission',
  engineCode: 'l.engine_code',
};

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function timeEngine(index: ListingIndex, queries: SearchQuery[]): number[] {
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const outcome = search(index, query);
    filterGroups(index, query, outcome.facets!);
    times.push(performance.now() - started);
  }
  return times;
}

function sqlFor(query: SearchQuery, skip?: string): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [name, codes] of Object.entries(query.filters)) {
    if (name === skip) continue;
    params.push(codes);
    clauses.push(`${SQL_GROUPS[name]} = ANY($${params.length})`);
  }
  if (query.minPrice !== undefined) clauses.push(`l.price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) clauses.push(`l.price <= ${query.maxPrice}`);
  if (query.startYear !== undefined) clauses.push(`l.year >= ${query.startYear}`);
  if (query.location && query.searchRadius > 0) {
    const { latitude, longitude } = query.location;
    clauses.push(
      `3958.8 * 2 * asin(sqrt(power(sin(radians(o.latitude - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(o.latitude)) * power(sin(radians(o.longitude - ${longitude}) / 2), 2))) <= ${query.searchRadius}`,
    );
  }
  return { where: clauses.length ? clauses.join(' AND ') : 'true', params };
}

/**
 * The plain-language reader (docs/rules/natural-search.md) over the phrase table, each reading timed
 * alone, beside splitting the same sentences into words (the floor any reader pays).
 */
function timeReader(rounds = 20): { readMs: number[]; tokeniseMs: number[] } {
  const reader = new NaturalReader();
  const readMs: number[] = [];
  const tokeniseMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [text] of NATURAL_PHRASES) {
      let t0 = performance.now();
      reader.read(text);
      readMs.push(performance.now() - t0);
      t0 = performance.now();
      tokenise(text);
      tokeniseMs.push(performance.now() - t0);
    }
  }
  return { readMs: readMs.sort((a, b) => a - b), tokeniseMs: tokeniseMs.sort((a, b) => a - b) };
}

async function main() {
  const admin = await openDb({ databaseUrl: adminUrl });
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [database]);
  if (!exists.length) await admin.exec(`CREATE DATABASE ${database}`);
  await admin.close();
  const db = await openDb({ databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${database}`) });
  await migrate(db);
  const [seeded] = await db.query<{ listings: number }>('SELECT listings FROM seed_runs LIMIT 1');
  if (!seeded) {
    console.log(`seeding ${LISTINGS} listings into ${database}…`);
    const result = await seedDatabase(db, LISTINGS);
    console.log(`seeded in ${(result.ms / 1000).toFixed(1)} s`);
    await db.exec('ANALYZE');
  }

  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const owners = await loadOwners(db);
  const records: ListingRecord[] = [];
  for await (const page of loadListings(db)) for (const r of page) records.push(r);
  const loadMs = performance.now() - started;
  started = performance.now();
  const index = ListingIndex.build(records, owners);
  const buildMs = performance.now() - started;
  global.gc?.();
  const rss = process.memoryUsage().rss;
  const queries = queryMix(records);
  // What the range histograms and relax counts (issue 28) cost, on the same mix: an index built
  // without the price and year bins, searched with relax counts off.
  const plain = ListingIndex.build(records, owners, Date.now(), { rangeHistograms: false });
  const plainQueries = queries.map((q) => ({ ...q, relax: false }));
  // Dead ends: the mix with a price no listing has, so every query gets relax counts (the most they cost).
  const deadEnds = queries.map((q) => ({ ...q, maxPrice: 1 }));
  const deadEndsPlain = deadEnds.map((q) => ({ ...q, relax: false }));
  const small = ListingIndex.build(records.slice(0, 100_000), owners);
  for (const [i, q] of [
    [index, queries],
    [plain, plainQueries],
    [small, queries],
    [index, deadEnds],
  ] as const)
    timeEngine(i, q.slice(0, 20)); // warm up
  // Rounds interleave the variants, so a pause or a busy moment of the host falls on all of them alike.
  const engine: number[] = [];
  const enginePlain: number[] = [];
  const engineSmall: number[] = [];
  const engineDeadEnds: number[] = [];
  const engineDeadEndsPlain: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    engine.push(...timeEngine(index, queries));
    enginePlain.push(...timeEngine(plain, plainQueries));
    engineSmall.push(...timeEngine(small, queries));
    engineDeadEnds.push(...timeEngine(index, deadEnds));
    engineDeadEndsPlain.push(...timeEngine(index, deadEndsPlain));
  }
  for (const times of [engine, enginePlain, engineSmall, engineDeadEnds, engineDeadEndsPlain])
    times.sort((a, b) => a - b);
  const withRelaxCounts = queries.filter((q) => (search(index, q).relax?.length ?? 0) > 0).length;

  // The same queries as SQL: the count plus one disjunctive GROUP BY per facet group.
  const sqlTimes: number[] = [];
  const engineSame: number[] = [];
  for (const query of queries.slice(0, SQL_QUERIES)) {
    const t0 = performance.now();
    const { where, params } = sqlFor(query);
    await db.query(`SELECT count(*) FROM listings l JOIN owners o ON o.id = l.owner_id WHERE ${where}`, params);
    for (const [name, column] of Object.entries(SQL_GROUPS)) {
      const part = sqlFor(query, name);
      await db.query(
        `SELECT ${column}, count(*) FROM listings l JOIN owners o ON o.id = l.owner_id WHERE ${part.where} GROUP BY 1`,
        part.params,
      );
    }
    sqlTimes.push(performance.now() - t0);
    engineSame.push(timeEngine(index, [query])[0]);
  }
  await db.close();
  const natural = timeReader();
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  sqlTimes.sort((a, b) => a - b);
  engineSame.sort((a, b) => a - b);

  const result = {
    date: new Date().toISOString(),
    listings: index.size,
    queries: queries.length,
    engine: {
      p50Ms: percentile(engine, 50),
      p95Ms: percentile(engine, 95),
      maxMs: engine[engine.length - 1],
      queriesPerSecondOneCore: 1000 / mean(engine),
      loadFromPostgresMs: loadMs,
      indexBuildMs: buildMs,
      rssMb: rss / 2 ** 20,
      rssBeforeLoadMb: rssBefore / 2 ** 20,
    },
    engineAt100k: {
      p50Ms: percentile(engineSmall, 50),
      p95Ms: percentile(engineSmall, 95),
      maxMs: engineSmall[engineSmall.length - 1],
    },
    p95RatioMillionTo100k: percentile(engine, 95) / percentile(engineSmall, 95),
    rounds: ROUNDS,
    /** The same mix at 1M on an index without price and year bins, relax counts off: before issue 28's items 2 and 5. */
    withoutHistogramsOrRelax: {
      p50Ms: percentile(enginePlain, 50),
      p95Ms: percentile(enginePlain, 95),
      maxMs: enginePlain[enginePlain.length - 1],
      histogramsAndRelaxP95CostMs: percentile(engine, 95) - percentile(enginePlain, 95),
      queriesWithRelaxCounts: withRelaxCounts,
    },
    /** The mix with a price no listing has: every query gets relax counts; the same queries with them off. */
    deadEnds: {
      p50Ms: percentile(engineDeadEnds, 50),
      p95Ms: percentile(engineDeadEnds, 95),
      withoutRelaxP50Ms: percentile(engineDeadEndsPlain, 50),
      withoutRelaxP95Ms: percentile(engineDeadEndsPlain, 95),
      relaxP95CostMs: percentile(engineDeadEnds, 95) - percentile(engineDeadEndsPlain, 95),
    },
    naturalReader: {
      phrases: NATURAL_PHRASES.length,
      readings: natural.readMs.length,
      p50Ms: percentile(natural.readMs, 50),
      p95Ms: percentile(natural.readMs, 95),
      p99Ms: percentile(natural.readMs, 99),
      tokeniseOnlyP95Ms: percentile(natural.tokeniseMs, 95),
      targetP95Ms: 1,
    },
    sql: {
      queries: sqlTimes.length,
      groupsPerQuery: Object.keys(SQL_GROUPS).length + 1,
      p50Ms: percentile(sqlTimes, 50),
      p95Ms: percentile(sqlTimes, 95),
      meanMs: mean(sqlTimes),
      engineMeanOnSameQueriesMs: mean(engineSame),
      speedup: mean(sqlTimes) / mean(engineSame),
    },
  };
  writeFileSync(new URL('./results/search.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

await main();
