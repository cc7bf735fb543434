import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { copyListingsSql } from '../support/listing-copies';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { e2eSession } from './support/session';
import { closePage, openPage, waitForHydration } from './support/srp';

/**
 * Email alerts end to end: the real product (npm start's main.ts) on a fresh PostgreSQL database,
 * mailing a real SMTP server on loopback. A consumer saves a search and asks for instant alerts; a
 * matching car is listed; the alert arrives with it, its links open the right pages, the
 * one-click POST unsubscribes, and the next car sends nothing.
 */

const ADMIN_URL = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `srp_e2e_alerts_${process.pid}`;
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
/** A run every minute, plus the settling time and the index's catch-up. */
const ALERT_WAIT_MS = 150_000;

let smtp: TestSmtp;
let db: pg.Pool;

before(async () => {
  smtp = await startTestSmtp();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
});

const session = e2eSession({
  env: (baseUrl) => ({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, PUBLIC_ORIGIN: baseUrl }),
});

before(() => {
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});

after(async () => {
  await db?.end();
  await smtp?.close();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

/** A new used Ford from a seller near Atlanta (within the search's radius), entering the inventory now; its id. */
async function listFord(price: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `${copyListingsSql(
      { id: 'next.id', vin: `'E2EAL' || lpad(next.id::text, 12, '0')`, listing_type: `'USED'`, price: '$1' },
      `listings l JOIN owners o ON o.id = l.owner_id, (SELECT max(id) + 1 AS id FROM listings) AS next
       WHERE l.make_code = 'FORD' AND abs(o.latitude - 33.75) < 0.4 AND abs(o.longitude + 84.39) < 0.4 LIMIT 1`,
    )} RETURNING id`,
    [price],
  );
  return Number(rows[0].id);
}

/** Resolves once an alert run has finished that started after `since` plus the settling time. */
async function aRunAfter(since: Date) {
  const deadline = Date.now() + ALERT_WAIT_MS;
  for (;;) {
    const { rows } = await db.query(
      `SELECT 1 FROM pgboss.job WHERE name = 'alerts-evaluate' AND state = 'completed' AND started_on > $1::timestamptz + interval '6 seconds'
       UNION ALL
       SELECT 1 FROM pgboss.archive WHERE name = 'alerts-evaluate' AND state = 'completed' AND started_on > $1::timestamptz + interval '6 seconds'`,
      [since],
    );
    if (rows.length) return;
    if (Date.now() > deadline) throw new Error('no alert run finished in time');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The first link in the text part that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  assert.ok(found, `no link starting with ${prefix} in:\n${text}`);
  return found;
}

describe('email alerts', () => {
  test('a saved search with instant alerts hears about a new car once, and one click stops them', async () => {
    const search = '/cars-for-sale?makeCode=FORD&zip=30301';
    const email = `a${randomUUID().slice(0, 12)}@example.com`;
    const page = await openPage(
      session.browser,
      session.app.baseUrl,
      `/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(search)}`,
    );
    try {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill('a long enough password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save Search' }).click();
      await page.getByLabel('Search title').fill('Atlanta Fords');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Saved as “Atlanta Fords”' }).waitFor();

      await page.goto(new URL('/account/saved-searches', session.app.baseUrl).href);
      await waitForHydration(page);
      // Armed before the change: a fast answer must not slip past an after-the-fact wait.
      const stored = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.ok());
      await page.getByLabel('How often to email alerts for “Atlanta Fords”').selectOption('INSTANT');
      await stored;

      const price = 9_876;
      const id = await listFord(price);
      const [mail] = await smtp.waitFor(1, ALERT_WAIT_MS);
      assert.deepEqual(mail.envelope.to, [email]);
      assert.equal(mail.subject, '1 new car for "Atlanta Fords"');
      assert.match(mail.text, /\$9,876/);
      assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');

      // The car's link opens its vehicle page; the search's link opens the results with the saved filters.
      await page.goto(linkIn(mail.text, `${session.app.baseUrl}/cars-for-sale/vehicle/`));
      assert.equal(new URL(page.url()).pathname, `/cars-for-sale/vehicle/${id}`);
      await page.getByText('$9,876').first().waitFor();
      await page.goto(linkIn(mail.text, `${session.app.baseUrl}/cars-for-sale?`));
      const opened = new URL(page.url());
      assert.equal(opened.searchParams.get('makeCode'), 'FORD');
      assert.equal(opened.searchParams.get('zip'), '30301');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: /Ford/ }).waitFor();

      // RFC 8058: the mail provider POSTs to the List-Unsubscribe link, with no cookie and no page.
      const unsubscribe = mail.headers['list-unsubscribe'].replace(/^<|>$/g, '');
      const answer = await fetch(unsubscribe, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      assert.equal(answer.status, 200);
      const again = await fetch(unsubscribe, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      assert.ok(again.status >= 400 && again.status < 500, `a used link answered ${again.status}`);

      await page.goto(new URL('/account/saved-searches', session.app.baseUrl).href);
      await waitForHydration(page);
      await page.getByText('Alerts are off: no emails for this search.').waitFor();

      // The next car sends nothing.
      const listed = new Date();
      await listFord(price + 1);
      await aRunAfter(listed);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      assert.equal(smtp.messages.length, 1);
    } finally {
      await closePage(page);
    }
  });
});
