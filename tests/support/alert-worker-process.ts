import { createUpstreamServer } from '../../upstreams/server';
import { copyListingsSql } from './listing-copies';

/**
 * The reference upstreams with their alert worker in a process of their own, over the PGlite data
 * folder in DATA_DIR, mailing SMTP_URL (the alert durability test kills it with SIGKILL). With
 * ALERT_SETUP=1 it first saves ALERT_SEARCHES instant-alert searches, each with one new car to
 * hear about. It runs one alert check, prints one JSON line, and then keeps sending; once no
 * outbox row is left unsent it prints a second line, {"settled":true} (the test stops it only then,
 * so the last email's SENT mark is never cut off by the test itself).
 */
const searches = Number(process.env.ALERT_SEARCHES ?? 150);
const upstreams = await createUpstreamServer({
  seedListings: 400,
  smtpUrl: process.env.SMTP_URL,
  identityTokenKey: new Uint8Array(Buffer.from(process.env.IDENTITY_TOKEN_KEY_HEX!, 'hex')),
  publicOrigin: 'https://cars.example.test',
  alerts: {
    schedule: false,
    settleMs: 0,
    pollingIntervalSeconds: 0.5,
    sendRetryDelaySeconds: 1,
    sendExpireSeconds: 2,
    maintenanceIntervalSeconds: 1,
  },
});
await upstreams.ready;
const { db } = upstreams;
if (process.env.ALERT_SETUP === '1') {
  // One new car per search, each search asking for exactly that car's make, model and year.
  await db.query(
    `INSERT INTO search_bookmarks (visitor_id, title, search_name, search_results_url, alert_email, alert_frequency, alerts_checked_at)
     SELECT gen_random_uuid(), 'Search ' || n, 'Search ' || n,
            'listingType=' || listing_type || '&makeCode=' || make_code || '&modelCode=' || model_code || '&startYear=' || year || '&endYear=' || year,
            'shopper' || n || '@example.test', 'INSTANT', now()
     FROM (SELECT k.*, row_number() OVER () AS n
           FROM (SELECT DISTINCT ON (make_code, model_code, year, listing_type) make_code, model_code, year, listing_type
                 FROM listings ORDER BY make_code, model_code, year, listing_type LIMIT $1) AS k) AS kinds`,
    [searches],
  );
  await db.query(
    copyListingsSql(
      { id: '980000000 + row_number() OVER ()', vin: `'KILL' || lpad((row_number() OVER ())::text, 13, '0')` },
      `(SELECT DISTINCT ON (make_code, model_code, year, listing_type) * FROM listings
        ORDER BY make_code, model_code, year, listing_type LIMIT $1) AS source`,
    ),
    [searches],
  );
  await upstreams.changeFeed()!.poll();
}
const summary = await upstreams.alerts()!.runNow();
console.log(JSON.stringify({ queued: summary.queued }));

const SETTLE_POLL_MS = 200;
const settle = setInterval(async () => {
  const [{ unsent }] = await db.query<{ unsent: number }>(
    "SELECT count(*)::int AS unsent FROM alert_emails WHERE status <> 'SENT'",
  );
  if (unsent > 0) return;
  clearInterval(settle);
  console.log(JSON.stringify({ settled: true }));
}, SETTLE_POLL_MS);
