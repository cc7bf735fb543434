import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import webpush from 'web-push';
import { PUSH_DEVICE_CAP, PUSH_TTL_SECONDS } from '../../contracts/devices/constants';
import { sendAlertPushes } from '../../upstreams/alerts/push';
import { startAlertWorker, type AlertWorker } from '../../upstreams/alerts/worker';
import { copyListingsSql, listedJustBefore } from '../support/listing-copies';
import { startPushReceiver, type PushReceiver, type Subscription } from '../support/push-receiver';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * Browser pushes for saved-search alerts (docs/rules/push.md#sending), from the alert run through
 * the real queue to a push service on loopback that checks the VAPID signature and decrypts the
 * payload with the browser's own keys; on PGlite, or PostgreSQL with DATABASE_URL.
 */

const ORIGIN = 'https://cars.example.test';
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@cars.example.test' };
let fixture: UpstreamFixture;
let smtp: TestSmtp;
let receiver: PushReceiver;
let worker: AlertWorker;
const queueSchema = `pgboss_push_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
let template: { id: number; make_code: string; model_code: string };
let nextId = 991_000_001;
/** Everything the code under test logged, to look for endpoints in. */
const logged: string[] = [];

const db = () => fixture.testDb.db;

beforeAll(async () => {
  for (const level of ['log', 'warn', 'error'] as const) {
    const original = console[level];
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      original(...args);
    });
  }
  fixture = await startUpstream({ seedListings: 1_500, changePollMs: 50 });
  smtp = await startTestSmtp();
  receiver = await startPushReceiver();
  worker = await startAlertWorker({
    db: db(),
    service: fixture.upstream.service,
    changeFeed: fixture.upstream.changeFeed,
    smtpUrl: smtp.url,
    from: '"MotorMart Alerts" <alerts@cars.example.test>',
    origin: ORIGIN,
    identityTokenKey: new Uint8Array(randomBytes(32)),
    vapid,
    queueSchema,
    schedule: false,
    settleMs: 0,
    sendRetryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
  [template] = await db().query(
    `SELECT id, make_code, model_code FROM listings WHERE listing_type = 'USED' ORDER BY id LIMIT 1`,
  );
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await smtp?.close();
  await receiver?.close();
  if (fixture) await db().exec(`DROP SCHEMA IF EXISTS ${queueSchema} CASCADE`);
  await fixture?.close();
  jest.restoreAllMocks();
});

beforeEach(async () => {
  smtp.reset();
  receiver.reset();
  await db().query('DELETE FROM alert_emails');
  await db().query('DELETE FROM search_bookmarks');
  await db().query('DELETE FROM browser_devices');
  await db().query('DELETE FROM users');
});

async function createUser(email: string): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, 'not-a-hash') RETURNING id`,
    [email],
  );
  return row.id;
}

/** A signed-in shopper's saved search with instant alerts, checked a millisecond ago. */
async function saveSearch(userId: string, query: string, name: string): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    `INSERT INTO search_bookmarks (user_id, title, search_name, search_results_url, alert_frequency, alerts_checked_at)
     VALUES ($1, $2, $2, $3, 'INSTANT', now() - interval '1 millisecond') RETURNING id`,
    [userId, name, query],
  );
  return row.id;
}

/** A browser subscribed at the receiver, registered as a device of the shopper (as the device service would). */
async function addDevice(userId: string | null): Promise<Subscription & { id: string }> {
  const subscription = receiver.subscribe();
  const [row] = await db().query<{ id: string }>(
    `INSERT INTO browser_devices (endpoint, p256dh, auth, brand, pixall_id, user_id)
     VALUES ($1, $2, $3, 'motormart', gen_random_uuid(), $4) RETURNING id`,
    [subscription.endpoint, subscription.p256dh, subscription.auth, userId],
  );
  return { ...subscription, id: row.id };
}

/** A new used listing copied from the template. */
async function listCar(price: number): Promise<number> {
  const id = nextId++;
  await db().query(
    copyListingsSql(
      { id: '$2::bigint', vin: `'PUSH' || lpad($2::bigint::text, 13, '0')`, price: '$3' },
      'listings WHERE id = $1',
    ),
    [template.id, id, price],
  );
  await listedJustBefore(db(), id);
  return id;
}

const templateQuery = () => `makeCode=${template.make_code}&modelCode=${template.model_code}`;

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const unsent = async () =>
  (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM alert_pushes WHERE sent_at IS NULL'))[0].n;

test('new cars for a saved search push once to each of its owner’s browsers, signed and encrypted', async () => {
  const owner = await createUser('owner@example.test');
  const other = await createUser('other@example.test');
  const bookmark = await saveSearch(owner, templateQuery(), 'Weekend car');
  const laptop = await addDevice(owner);
  const phone = await addDevice(owner);
  const stranger = await addDevice(other);
  const anonymous = await addDevice(null);
  await listCar(12_345);

  const summary = await worker.runNow();
  expect(summary).toMatchObject({ due: 1, queued: 1, pushes: 2 });
  const pushes = await receiver.waitFor(2);
  await smtp.waitFor(1);
  expect(pushes.map((push) => push.endpoint).sort()).toEqual([laptop.endpoint, phone.endpoint].sort());
  for (const push of pushes) {
    expect(push.payload).toEqual({
      title: 'New matches for Weekend car',
      body: '1 new car',
      // The email's link to the results page.
      url: `${ORIGIN}/cars-for-sale?${templateQuery()}`,
      tag: `alert-${bookmark}`,
    });
    expect(push.vapid).toEqual({
      claims: expect.objectContaining({ aud: receiver.origin, sub: vapid.subject }),
      publicKey: vapid.publicKey,
    });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
  }
  await until(async () => (await unsent()) === 0);
  const rows = await db().query<{ device_id: string }>('SELECT device_id FROM alert_pushes WHERE sent_at IS NOT NULL');
  expect(rows.map((row) => row.device_id).sort()).toEqual([laptop.id, phone.id].sort());
  // Neither another shopper's browser nor one signed in to no account hears of it.
  expect(receiver.pushes.some((push) => [stranger.endpoint, anonymous.endpoint].includes(push.endpoint))).toBe(false);

  // Nothing new since: the next run pushes nothing.
  expect(await worker.runNow()).toMatchObject({ due: 1, queued: 0, pushes: 0 });

  // The queue hands a push's job out again (its worker died after sending): it does not go twice.
  const [{ id }] = await db().query<{ id: string }>('SELECT id FROM alert_pushes LIMIT 1');
  const outcomes = await sendAlertPushes(
    [{ id, name: 'alert-push', data: { pushId: id }, retryCount: 1, retryLimit: 10 } as never],
    { db: db(), boss: worker.boss, vapid },
  );
  expect(outcomes).toEqual(['SKIPPED']);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(receiver.pushes).toHaveLength(2);
});

test('runs at once queue one push per browser', async () => {
  const owner = await createUser('twice@example.test');
  await saveSearch(owner, templateQuery(), 'Once');
  await addDevice(owner);
  await listCar(13_000);
  const [a, b] = await Promise.all([worker.runNow(), worker.runNow()]);
  expect(a.pushes + b.pushes).toBe(1);
  expect(a.queued + b.queued).toBe(1);
  await receiver.waitFor(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(receiver.pushes).toHaveLength(1);
});

test(`a browser gets at most ${PUSH_DEVICE_CAP.count} alert pushes a day; the emails still go`, async () => {
  const owner = await createUser('busy@example.test');
  const first = await saveSearch(owner, templateQuery(), 'First');
  await saveSearch(owner, templateQuery(), 'Second');
  const device = await addDevice(owner);
  // Two pushes earlier today, and one from yesterday that no longer counts.
  await db().query(
    `INSERT INTO alert_pushes (device_id, bookmark_id, window_end, payload, created_at, sent_at)
     VALUES ($1, $2, now() - interval '2 hours', '{}', now() - interval '2 hours', now() - interval '2 hours'),
            ($1, $2, now() - interval '1 hour', '{}', now() - interval '1 hour', now() - interval '1 hour'),
            ($1, $2, now() - interval '25 hours', '{}', now() - interval '25 hours', now() - interval '25 hours')`,
    [device.id, first],
  );
  await listCar(14_000);

  // Two searches with news, one push left under the cap: one of them gets it.
  expect(await worker.runNow()).toMatchObject({ due: 2, queued: 2, pushes: 1 });
  const [push] = await receiver.waitFor(1);
  expect(['New matches for First', 'New matches for Second']).toContain((push.payload as { title: string }).title);
  await smtp.waitFor(2);

  // The fourth alert within the day: its email goes, its push does not.
  smtp.reset();
  await listCar(14_500);
  expect(await worker.runNow()).toMatchObject({ due: 2, queued: 2, pushes: 0 });
  await smtp.waitFor(2);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(receiver.pushes).toHaveLength(1);
});

test('a browser whose subscription is gone (410) is removed; a failing push service is retried', async () => {
  const owner = await createUser('gone@example.test');
  await saveSearch(owner, templateQuery(), 'Gone');
  const gone = await addDevice(owner);
  const flaky = await addDevice(owner);
  receiver.gone(gone.endpoint);
  receiver.failNext(flaky.endpoint, 500, 1);
  await listCar(15_000);

  expect(await worker.runNow()).toMatchObject({ queued: 1, pushes: 2 });
  // The flaky one gets through on its retry, once.
  const [push] = await receiver.waitFor(1, 20_000);
  expect(push.endpoint).toBe(flaky.endpoint);
  await until(async () => (await db().query('SELECT 1 FROM browser_devices WHERE id = $1', [gone.id])).length === 0);
  await until(async () => (await unsent()) === 0);
  // Its pending push went with it; the flaky one's is sent.
  const rows = await db().query<{ device_id: string; sent: boolean }>(
    'SELECT device_id, sent_at IS NOT NULL AS sent FROM alert_pushes',
  );
  expect(rows).toEqual([{ device_id: flaky.id, sent: true }]);
  expect(receiver.pushes.filter((p) => p.endpoint === gone.endpoint)).toHaveLength(1);
  expect(receiver.pushes.filter((p) => p.endpoint === flaky.endpoint).map((p) => p.status)).toEqual([500, 201]);

  // The logs and the queue's records name devices and pushes, never an endpoint.
  expect(logged.join('\n')).toContain(`device ${gone.id} is gone (410)`);
  expect(logged.join('\n')).toContain(`device ${flaky.id} failed (push service answered 500)`);
  expect(logged.join('\n')).not.toContain('/push/');
  const jobs = await db().query<{ output: unknown }>(`SELECT output FROM ${queueSchema}.job WHERE name = 'alert-push'`);
  expect(jobs.length).toBeGreaterThan(0);
  expect(JSON.stringify(jobs)).not.toContain('/push/');
}, 40_000);

test('a push whose browser moved to another account, or whose search was turned off, does not go', async () => {
  const owner = await createUser('moved@example.test');
  const other = await createUser('new-owner@example.test');
  const bookmark = await saveSearch(owner, templateQuery(), 'Moved');
  const moved = await addDevice(owner);
  const kept = await addDevice(owner);
  const queue = async (deviceId: string) =>
    (
      await db().query<{ id: string }>(
        `INSERT INTO alert_pushes (device_id, bookmark_id, window_end, payload)
         VALUES ($1, $2, now(), '{"title":"t","body":"b","url":"/","tag":"x"}') RETURNING id`,
        [deviceId, bookmark],
      )
    )[0].id;
  const [first, second] = [await queue(moved.id), await queue(kept.id)];
  // Another shopper signed in on this browser since: the device follows their account.
  await db().query('UPDATE browser_devices SET user_id = $1 WHERE id = $2', [other, moved.id]);
  const job = (id: string) =>
    ({ id, name: 'alert-push', data: { pushId: id }, retryCount: 0, retryLimit: 10 }) as never;
  const deps = { db: db(), boss: worker.boss, vapid };
  expect(await sendAlertPushes([job(first)], deps)).toEqual(['SKIPPED']);
  await db().query('UPDATE search_bookmarks SET alerts_enabled = false WHERE id = $1', [bookmark]);
  expect(await sendAlertPushes([job(second)], deps)).toEqual(['SKIPPED']);
  expect(receiver.pushes).toHaveLength(0);
});
