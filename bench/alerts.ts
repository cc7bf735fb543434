/**
 * npm run bench:alerts: one alert run over 10,000 saved searches and the 50,000-listing seed, each
 * search with a few new cars, against the naive baseline (one results-page search per saved
 * search) in the same run; then the emails delivered to a local SMTP capture, per second.
 * Writes bench/results/alerts.json. The database is embedded PGlite in a scratch folder
 * (DATABASE_URL to use PostgreSQL instead).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import seedrandom from 'seedrandom';
import { ALERT_BRAND } from '../upstreams/alerts/constants';
import { candidatesSince, inventoryNews, savedSearchParams } from '../upstreams/alerts/news';
import { startAlertWorker } from '../upstreams/alerts/worker';
import { openDb } from '../upstreams/db/database';
import { migrate } from '../upstreams/db/migrate';
import { seedIfEmpty } from '../upstreams/db/seed/index';
import { ListingSearchService } from '../upstreams/lsc/service';
import { startMailCapture } from '../upstreams/mail/capture';
import { copyListingsSql } from '../tests/support/listing-copies';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const NEW_LISTINGS = Number(process.env.BENCH_NEW_LISTINGS ?? 600);
const PRICE_DROPS = Number(process.env.BENCH_PRICE_DROPS ?? 400);
const ZIPS = ['30301', '10001', '60601', '75201', '94103', '33130', '98101', '80202', '02108', '85004'];

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'));
const db = await openDb({ dataDir: scratch });
const log = (line: string) => console.log(`[bench:alerts] ${line}`);

try {
  await migrate(db);
  const seeded = Date.now();
  await seedIfEmpty(db, LISTINGS);
  log(`seeded ${LISTINGS} listings in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  // Saved searches like shoppers make: a make, often a model, sometimes a body style, a price
  // ceiling, a year floor or a place.
  const random = seedrandom('bench-alerts');
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const models = await db.query<{ make_code: string; model_code: string; body_style: string }>(
    'SELECT DISTINCT make_code, model_code, body_style FROM listings',
  );
  const urls = Array.from({ length: SEARCHES }, () => {
    const m = pick(models);
    const params = new URLSearchParams({ makeCode: m.make_code });
    if (random() < 0.7) params.set('modelCode', m.model_code);
    else if (random() < 0.5) params.set('vehicleStyleCode', m.body_style);
    if (random() < 0.4) params.set('maxPrice', String(10_000 + 5_000 * Math.floor(random() * 8)));
    if (random() < 0.3) params.set('startYear', String(2015 + Math.floor(random() * 8)));
    if (random() < 0.4) {
      params.set('zip', pick(ZIPS));
      params.set('searchRadius', pick(['50', '100']));
    }
    return params.toString();
  });
  await db.query(
    `INSERT INTO search_bookmarks (visitor_id, title, search_name, search_results_url, alert_email, alert_frequency, alerts_checked_at)
     SELECT gen_random_uuid(), 'Saved search ' || n, 'Saved search ' || n, url, 'shopper' || n || '@example.test', 'INSTANT',
            now() - interval '1 hour'
     FROM unnest($1::text[]) WITH ORDINALITY AS t(url, n)`,
    [urls],
  );

  // The news: new cars copied from random seeded ones, and price drops.
  await db.query(
    copyListingsSql(
      { id: '900000000 + row_number() OVER ()', vin: `'BENCH' || lpad((row_number() OVER ())::text, 12, '0')` },
      '(SELECT * FROM listings ORDER BY md5(id::text) LIMIT $1) AS source',
    ),
    [NEW_LISTINGS],
  );
  await db.query(
    `UPDATE listings SET price = (price * 0.93)::int WHERE id IN (SELECT id FROM listings WHERE id < 900000000 ORDER BY md5(id::text || 'drop') LIMIT $1)`,
    [PRICE_DROPS],
  );
  const service = await ListingSearchService.fromDatabase(db);
  log(`${SEARCHES} saved searches; ${NEW_LISTINGS} new listings and ${PRICE_DROPS} price drops since their last check`);

  // Baseline: what a worker without the news would do: one results-page search per saved search
  // (the page's size, facets and all), keeping the hits listed since the watermark.
  const now = new Date();
  const since = Date.now() - 60 * 60 * 1000;
  const naiveStarted = performance.now();
  let naiveHits = 0;
  for (const url of urls) {
    const params = savedSearchParams(url, now);
    const result = service.search({ ...params, numRecords: '30', sortBy: 'datelistedDESC' });
    naiveHits += result.listings.filter((listing) => Date.parse(listing.listedDate) > since).length;
  }
  const naiveMs = performance.now() - naiveStarted;
  log(
    `baseline: ${SEARCHES} results-page searches in ${(naiveMs / 1000).toFixed(2)} s (${naiveHits} recent hits, drops missed)`,
  );

  // The alert run: news read once, each search asked about its candidates only, emails queued.
  const capture = await startMailCapture({ dir: path.join(scratch, 'outbox') });
  const worker = await startAlertWorker({
    db,
    service: () => service,
    smtpUrl: capture.url,
    from: '"MotorMart Alerts" <alerts@localhost>',
    origin: 'http://localhost:4000',
    identityTokenKey: new Uint8Array(randomBytes(32)),
    schedule: false,
    settleMs: 0,
    pollingIntervalSeconds: 0.5,
  });
  // The sender starts at once; the run's time is the evaluation and the queueing.
  const sendStarted = Date.now();
  const summary = await worker.runNow();
  log(`alert run: ${summary.due} due, ${summary.queued} emails queued in ${(summary.ms / 1000).toFixed(2)} s`);
  let sent = 0;
  for (;;) {
    const [row] = await db.query<{ pending: number; sent: number }>(
      `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending, count(*) FILTER (WHERE status = 'SENT')::int AS sent FROM alert_emails`,
    );
    sent = row.sent;
    if (row.pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const deliveryMs = Date.now() - sendStarted - summary.ms;
  const perSecond = sent / (deliveryMs / 1000);
  log(
    `delivered ${sent} emails to the local SMTP capture in ${(deliveryMs / 1000).toFixed(1)} s: ${perSecond.toFixed(0)}/s`,
  );
  await worker.close();
  await capture.close();

  // How much of the run is the evaluation itself (no writes), for the side-by-side figure.
  const evalStarted = performance.now();
  const news = await inventoryNews(db, new Date(since), now);
  const candidates = candidatesSince(news, since);
  for (const url of urls) service.matchingAmong(savedSearchParams(url, now), candidates.ids);
  const evaluateMs = performance.now() - evalStarted;

  const result = {
    date: new Date().toISOString(),
    host: { cpus: os.cpus().length, model: os.cpus()[0]?.model },
    database: db.kind,
    brand: ALERT_BRAND,
    listings: LISTINGS,
    savedSearches: SEARCHES,
    newListings: NEW_LISTINGS,
    priceDrops: PRICE_DROPS,
    baseline: { ms: Math.round(naiveMs) },
    evaluationOnly: { ms: Math.round(evaluateMs) },
    run: { ms: summary.ms, due: summary.due, queued: summary.queued, invalid: summary.invalid },
    delivery: { sent, ms: deliveryMs, perSecond: Math.round(perSecond) },
    targets: { runUnderMs: 60_000, deliveryPerSecondAtLeast: 100 },
  };
  writeFileSync(path.resolve('bench/results/alerts.json'), `${JSON.stringify(result, null, 2)}\n`);
  log(
    `run ${summary.ms} ms vs baseline ${Math.round(naiveMs)} ms (evaluation alone ${Math.round(evaluateMs)} ms); ${Math.round(perSecond)} emails/s`,
  );
} finally {
  await db.close();
  rmSync(scratch, { recursive: true, force: true });
}
