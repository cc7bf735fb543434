/**
 * Profiling aid for the search engine (not part of the benchmark's figures): loads the bench
 * database seeded by `npm run bench:search`, builds the index at 1M and 100k listings and runs the
 * bench's query mix for PROFILE_ROUNDS rounds, printing p50/p95/max per size and the slowest
 * queries. Run with the product's node options, e.g.
 *   node --expose-gc --max-old-space-size=4096 --import tsx bench/search-profile.ts
 * PROFILE_CPU=file.cpuprofile records a CPU profile of the timed rounds at the first size.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { openDb } from '../upstreams/db/database';
import { ListingIndex } from '../upstreams/lsc/engine/listing-index';
import { search, type SearchQuery } from '../upstreams/lsc/engine/search';
import { filterGroups } from '../upstreams/lsc/filter-groups';
import { loadListings, loadOwners, type ListingRecord } from '../upstreams/lsc/records';
import { percentile, queryMix } from './support/search-mix';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 5);
const SIZES = (process.env.PROFILE_SIZES ?? `${LISTINGS},100000`).split(',').map(Number);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function describe(query: SearchQuery): string {
  const parts = Object.entries(query.filters).map(([name, codes]) => `${name}=${codes.join(',')}`);
  if (query.minPrice !== undefined) parts.push(`minPrice=${query.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(`maxPrice=${query.maxPrice}`);
  if (query.startYear !== undefined) parts.push(`startYear=${query.startYear}`);
  if (query.location) parts.push(`radius=${query.searchRadius}`);
  parts.push(`sort=${query.sortBy}`);
  return parts.join(' ');
}

async function main() {
  const db = await openDb({ databaseUrl: adminUrl.replace(/\/[^/]*$/, `/srp_bench_${LISTINGS}`) });
  const owners = await loadOwners(db);
  const records: ListingRecord[] = [];
  for await (const page of loadListings(db)) for (const r of page) records.push(r);
  await db.close();
  const queries = queryMix(records);
  const p95s: number[] = [];
  for (const size of SIZES) {
    let started = performance.now();
    const index = ListingIndex.build(size >= records.length ? records : records.slice(0, size), owners);
    const buildMs = performance.now() - started;
    global.gc?.();
    const rssMb = process.memoryUsage().rss / 2 ** 20;
    const perQuery = queries.map(() => [] as number[]);
    const all: number[] = [];
    const roundP95: number[] = [];
    const profiling = process.env.PROFILE_CPU && size === SIZES[0] ? new Session() : undefined;
    for (let round = -1; round < ROUNDS; round++) {
      if (round === 0 && profiling) {
        profiling.connect();
        await profiling.post('Profiler.enable');
        await profiling.post('Profiler.start');
      }
      const times: number[] = [];
      queries.forEach((query, q) => {
        started = performance.now();
        const outcome = search(index, query);
        filterGroups(index, query, outcome.facets!);
        const ms = performance.now() - started;
        if (round >= 0) {
          times.push(ms);
          perQuery[q].push(ms);
        }
      });
      if (round >= 0) {
        all.push(...times);
        roundP95.push(
          percentile(
            times.sort((a, b) => a - b),
            95,
          ),
        );
      }
    }
    if (profiling) {
      const { profile } = await profiling.post('Profiler.stop');
      writeFileSync(process.env.PROFILE_CPU!, JSON.stringify(profile));
      profiling.disconnect();
    }
    all.sort((a, b) => a - b);
    p95s.push(percentile(all, 95));
    console.log(
      `${size} listings: build ${(buildMs / 1000).toFixed(1)} s, RSS ${rssMb.toFixed(0)} MB; p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms, max ${all[all.length - 1].toFixed(1)} ms; p95 per round ${roundP95.map((x) => x.toFixed(1)).join(' ')}`,
    );
    const medians = perQuery
      .map((times, q) => ({ q, ms: times.sort((a, b) => a - b)[times.length >> 1] }))
      .sort((a, b) => b.ms - a.ms);
    for (const { q, ms } of medians.slice(0, Number(process.env.PROFILE_SLOWEST ?? 12)))
      console.log(`  #${q} ${ms.toFixed(1)} ms  ${describe(queries[q])}`);
  }
  if (p95s.length === 2) console.log(`p95 ratio ${SIZES[0]}/${SIZES[1]}: ${(p95s[0] / p95s[1]).toFixed(2)}×`);
}

await main();
