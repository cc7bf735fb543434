import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { startAlertWorker, type AlertWorker } from '../../upstreams/alerts/worker';
import { sendAlertEmails } from '../../upstreams/alerts/send';
import { createMailer } from '../../upstreams/mail/mailer';
import { copyListingsSql, listedJustBefore } from '../support/listing-copies';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * The alert worker against a real SMTP server on loopback, the real queue and the real listing
 * search, on PGlite (or PostgreSQL with DATABASE_URL): what is new reaches the shopper once.
 */

const ORIGIN = 'https://cars.example.test';
let fixture: UpstreamFixture;
let smtp: TestSmtp;
let worker: AlertWorker;
const identityTokenKey = new Uint8Array(randomBytes(32));
const queueSchema = `pgboss_alerts_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;

interface Template {
  id: number;
  make_code: string;
  model_code: string;
  price: number;
}
let template: Template;
let nextId = 990_000_001;

const db = () => fixture.testDb.db;

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 1_500, changePollMs: 50 });
  smtp = await startTestSmtp();
  worker = await startAlertWorker({
    db: db(),
    service: fixture.upstream.service,
    changeFeed: fixture.upstream.changeFeed,
    smtpUrl: smtp.url,
    from: '"MotorMart Alerts" <alerts@cars.example.test>',
    origin: ORIGIN,
    identityTokenKey,
    queueSchema,
    schedule: false,
    settleMs: 0,
    sendRetryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
  [template] = await db().query<Template>(
    `SELECT id, make_code, model_code, price FROM listings WHERE listing_type = 'USED' ORDER BY id LIMIT 1`,
  );
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await smtp?.close();
  if (fixture) await db().exec(`DROP SCHEMA IF EXISTS ${queueSchema} CASCADE`);
  await fixture?.close();
});

/**
 * The tests that wait on a send's retry have, rarely and only in CI on PostgreSQL, waited 30 s for
 * one that did not come (never reproduced locally in 20 runs). A failed try is logged with the
 * queue's state and tried again, so a real fault still fails and the rare stall leaves evidence.
 */
jest.retryTimes(2, { logErrorsBeforeRetry: true });

beforeEach(async () => {
  smtp.reset();
  // Each test starts with no saved searches and nothing waiting to be sent.
  await db().query('DELETE FROM alert_emails');
  await db().query('DELETE FROM search_bookmarks');
});

/**
 * A visitor's saved search with alerts on, last checked `checkedAgoMs` ago: by default a millisecond
 * ago, since a car listed in the same millisecond as the watermark (PGlite's clock) would not be after it.
 */
async function saveSearch(
  query: string,
  options: { frequency?: string; checkedAgoMs?: number; email?: string; name?: string } = {},
): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    `INSERT INTO search_bookmarks (visitor_id, title, search_name, search_results_url, alert_email, alert_frequency, alerts_checked_at)
     VALUES (gen_random_uuid(), $1, $1, $2, $3, $4, now() - make_interval(secs => $5::float8)) RETURNING id`,
    [
      options.name ?? 'My search',
      query,
      options.email ?? 'shopper@example.test',
      options.frequency ?? 'INSTANT',
      (options.checkedAgoMs ?? 1) / 1000,
    ],
  );
  return row.id;
}

/** A new used listing copied from the template (or from a car of `makeCode`), at `price`. */
async function listCar(price: number, makeCode = template.make_code): Promise<number> {
  const id = nextId++;
  const [source] =
    makeCode === template.make_code
      ? [template]
      : await db().query<{ id: number }>(
          `SELECT id FROM listings WHERE make_code = $1 AND listing_type = 'USED' ORDER BY id LIMIT 1`,
          [makeCode],
        );
  await db().query(
    copyListingsSql(
      { id: '$2::bigint', vin: `'ALERT' || lpad($2::bigint::text, 12, '0')`, price: '$3' },
      'listings WHERE id = $1',
    ),
    [source.id, id, price],
  );
  await listedJustBefore(db(), id);
  return id;
}

async function statuses(): Promise<string[]> {
  return (await db().query<{ status: string }>('SELECT status FROM alert_emails ORDER BY created_at')).map(
    (r) => r.status,
  );
}

/**
 * The outbox and its send jobs as they stand: a wait that times out says where the email stopped
 * (never queued, waiting for its retry, retried and refused…).
 */
async function queueState(): Promise<string> {
  const emails = await db().query('SELECT status, attempts, last_error FROM alert_emails ORDER BY created_at');
  const jobs = await db().query(
    `SELECT state, retry_count, start_after - now() AS starts_in, started_on, completed_on
     FROM ${queueSchema}.job WHERE name = 'alert-email' ORDER BY created_on`,
  );
  return JSON.stringify({ emails, jobs, smtpMessages: smtp.messages.length });
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; the queue: ${await queueState()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** smtp.waitFor, saying where the queue stands when it times out. */
const delivered = (count: number, ms: number) =>
  smtp.waitFor(count, ms).catch(async (error: Error) => {
    throw new Error(`${error.message}; the queue: ${await queueState()}`);
  });

test('a new matching car is emailed once, with its photo, price, links and a one-click unsubscribe', async () => {
  const query = `makeCode=${template.make_code}&modelCode=${template.model_code}`;
  await saveSearch(query, { name: 'Weekend car', email: 'weekend@example.test' });
  const id = await listCar(12_345);

  const summary = await worker.runNow();
  expect(summary).toMatchObject({ due: 1, queued: 1 });
  const [mail] = await smtp.waitFor(1);
  expect(mail.to).toContain('weekend@example.test');
  expect(mail.subject).toBe('1 new car for "Weekend car"');
  expect(mail.text).toContain('$12,345');
  expect(mail.html).toContain(`${ORIGIN}/cars-for-sale/vehicle/${id}`);
  expect(mail.text).toContain(`${ORIGIN}/cars-for-sale?${query}`);
  expect(mail.html).toContain(`${ORIGIN}/cars-for-sale?${query.replace('&', '&amp;')}`);
  expect(mail.html).toMatch(/<img [^>]*src="https:\/\/cars\.example\.test\/images\//);
  expect(mail.text).toMatch(/100 Peachtree Street/);
  expect(mail.text).toMatch(/because you saved the search "Weekend car"/);
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<https:\/\/cars\.example\.test\/alerts\/unsubscribe\?token=[^>]+>$/,
  );
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  await until(async () => (await statuses()).join() === 'SENT');

  // Nothing new since: the next run sends nothing.
  expect(await worker.runNow()).toMatchObject({ due: 1, queued: 0 });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(smtp.messages).toHaveLength(1);
});

test('a car the search does not match, and a search with alerts off, send nothing', async () => {
  const [other] = await db().query<{ make_code: string }>(
    'SELECT make_code FROM listings WHERE make_code <> $1 LIMIT 1',
    [template.make_code],
  );
  await saveSearch(`makeCode=${template.make_code}`);
  const off = await saveSearch(`makeCode=${other.make_code}`);
  await db().query('UPDATE search_bookmarks SET alerts_enabled = false WHERE id = $1', [off]);
  await listCar(20_000, other.make_code);

  expect(await worker.runNow()).toMatchObject({ due: 1, queued: 0 });
  expect(await statuses()).toEqual([]);
});

test('a price drop is news with the old price; a price rise is not', async () => {
  const [car] = await db().query<{ id: number; price: number; make_code: string; model_code: string; year: number }>(
    `SELECT id, price, make_code, model_code, year FROM listings WHERE listing_type = 'USED' AND price > 5000 ORDER BY id DESC LIMIT 1`,
  );
  await saveSearch(`makeCode=${car.make_code}&modelCode=${car.model_code}&startYear=${car.year}&endYear=${car.year}`, {
    name: 'Drops',
  });
  await db().query('UPDATE listings SET price = price - 1000 WHERE id = $1', [car.id]);
  const raised = (
    await db().query<{ id: number }>(
      `SELECT id FROM listings WHERE make_code = $1 AND model_code = $2 AND year = $3 AND id <> $4 LIMIT 1`,
      [car.make_code, car.model_code, car.year, car.id],
    )
  )[0];
  if (raised) await db().query('UPDATE listings SET price = price + 1000 WHERE id = $1', [raised.id]);
  await fixture.upstream.changeFeed()!.poll();

  expect(await worker.runNow()).toMatchObject({ queued: 1 });
  const [mail] = await smtp.waitFor(1);
  expect(mail.subject).toBe('1 price drop for "Drops"');
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  expect(mail.text).toContain(`${money(car.price - 1000)} (was ${money(car.price)})`);
});

test('frequency: a daily search checked an hour ago waits; one checked a day ago is due', async () => {
  await saveSearch(`makeCode=${template.make_code}`, {
    frequency: 'DAILY',
    checkedAgoMs: 60 * 60 * 1000,
    name: 'Hourly',
  });
  await saveSearch(`makeCode=${template.make_code}`, {
    frequency: 'DAILY',
    checkedAgoMs: 25 * 60 * 60 * 1000,
    name: 'Daily',
  });
  await saveSearch(`makeCode=${template.make_code}`, {
    frequency: 'WEEKLY',
    checkedAgoMs: 25 * 60 * 60 * 1000,
    name: 'Weekly',
  });
  await listCar(15_000);

  expect(await worker.runNow()).toMatchObject({ due: 1, queued: 1 });
  const [mail] = await smtp.waitFor(1);
  expect(mail.subject).toContain('"Daily"');
});

test('runs at once queue one email per search, and a resent job after a crash sends nothing more', async () => {
  await saveSearch(`makeCode=${template.make_code}`, { name: 'Once' });
  await listCar(16_000);
  const [a, b] = await Promise.all([worker.runNow(), worker.runNow()]);
  expect(a.queued + b.queued).toBe(1);
  await smtp.waitFor(1);
  await until(async () => (await statuses()).join() === 'SENT');

  // The queue hands the same job out again (its worker died after sending): it is not sent twice.
  const [{ id }] = await db().query<{ id: string }>('SELECT id FROM alert_emails');
  const mailer = createMailer(smtp.url);
  const outcomes = await sendAlertEmails(
    [{ id, name: 'alert-email', data: { emailId: id }, retryCount: 1, retryLimit: 10 } as never],
    {
      db: db(),
      boss: worker.boss,
      mailer,
      service: fixture.upstream.service,
      from: 'alerts@cars.example.test',
      origin: ORIGIN,
      unsubscribeUrl: () => `${ORIGIN}/alerts/unsubscribe?token=x`,
    },
  );
  mailer.close();
  expect(outcomes).toEqual(['SKIPPED']);
  expect(smtp.messages).toHaveLength(1);
});

test('unsubscribing after the email was queued cancels it', async () => {
  const bookmark = await saveSearch(`makeCode=${template.make_code}`);
  await listCar(17_000);
  // The first try is refused for now; before the retry, the shopper turns alerts off.
  smtp.failNext('tempfail', 1);
  expect(await worker.runNow()).toMatchObject({ queued: 1 });
  await until(async () => (await db().query('SELECT 1 FROM alert_emails WHERE attempts = 1')).length === 1);
  await db().query('UPDATE search_bookmarks SET alerts_enabled = false WHERE id = $1', [bookmark]);
  await until(async () => (await statuses()).every((s) => s !== 'PENDING'));
  expect(await statuses()).toEqual(['CANCELLED']);
  expect(smtp.messages).toHaveLength(0);
}, 30_000);

test('SMTP failures: a temporary refusal is retried and delivered once; a permanent one is recorded and stops', async () => {
  await saveSearch(`makeCode=${template.make_code}`, { name: 'Temp', email: 'temp@example.test' });
  smtp.failNext('tempfail', 2);
  await listCar(18_000);
  expect(await worker.runNow()).toMatchObject({ queued: 1 });
  const [mail] = await delivered(1, 30_000);
  expect(mail.subject).toContain('"Temp"');
  await until(async () => (await statuses()).join() === 'SENT');
  const [row] = await db().query<{ attempts: number }>('SELECT attempts FROM alert_emails');
  expect(row.attempts).toBe(3);

  await db().query('DELETE FROM search_bookmarks');
  smtp.messages.length = 0;
  await saveSearch(`makeCode=${template.make_code}`, { name: 'Perm', email: 'perm@example.test' });
  smtp.failNext('reject', 1);
  await listCar(19_000);
  expect(await worker.runNow()).toMatchObject({ queued: 1 });
  await until(async () => (await statuses()).includes('FAILED'));
  const failed = await db().query<{ attempts: number; last_error: string }>(
    "SELECT attempts, last_error FROM alert_emails WHERE status = 'FAILED'",
  );
  expect(failed).toEqual([{ attempts: 1, last_error: '550' }]);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(smtp.messages).toHaveLength(0);
}, 60_000);
