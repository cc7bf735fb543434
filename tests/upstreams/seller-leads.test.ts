import { randomUUID } from 'node:crypto';
import { LeadsErrorBody, offerFloor, SELLER_LEAD_LIMITS, SellerLeadResponse } from '../../contracts/leads/index';
import { startQueue } from '../../upstreams/alerts/queue';
import { startLeadMailWorker } from '../../upstreams/leads/lead-mail';
import { createMailer } from '../../upstreams/mail/mailer';
import { listen } from '../support/account-client';
import { captureLog } from '../support/log-capture';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * The leads service's POST /seller-leads over real HTTP, with its mail worker sending through a
 * real SMTP server on loopback (docs/rules/contact.md): stored once, sent once, refused clearly.
 */

const ORIGIN = 'https://cars.example.test';
const log = captureLog();
let fixture: UpstreamFixture;
let smtp: TestSmtp;
let baseUrl = '';
const queueSchema = `pgboss_leads_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
let listings: Array<{ id: string; title: string; owner_email: string; owner_id: number }> = [];

const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);
const key = () => `lead-${randomUUID()}`;
const shopperEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  fixture = await startUpstream({
    seedListings: 120,
    logger: true,
    logStream: log.stream,
    smtpUrl: smtp.url,
    publicOrigin: ORIGIN,
    alerts: { queueSchema, schedule: false, pollingIntervalSeconds: 0.5, sendRetryDelaySeconds: 1 },
  });
  baseUrl = await listen(fixture.upstream.app);
  listings = await sql(
    `SELECT l.id::text AS id, mk.name || ' ' || md.name AS title, o.email AS owner_email, o.id AS owner_id
     FROM listings l JOIN owners o ON o.id = l.owner_id JOIN makes mk ON mk.code = l.make_code
     JOIN models md ON md.code = l.model_code
     WHERE NOT o.hide_email_form AND NOT o.private_seller ORDER BY l.id LIMIT 15`,
  );
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  await smtp?.close();
  if (fixture) await fixture.testDb.db.exec(`DROP SCHEMA IF EXISTS ${queueSchema} CASCADE`).catch(() => undefined);
});

beforeEach(() => smtp.reset());

function lead(overrides: Record<string, unknown> = {}) {
  return {
    listingId: listings[0].id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: shopperEmail(),
    phone: '4045550123',
    message: 'Is it still available?\n\nCould I see it on Saturday?',
    preferredContact: 'EMAIL',
    ...overrides,
  };
}

async function post(body: unknown, idempotencyKey: string | null = key(), url = baseUrl) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
  const response = await fetch(`${url}/seller-leads`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function refused(body: unknown, idempotencyKey: string | null = key()) {
  const answer = await post(body, idempotencyKey);
  return { status: answer.status, error: LeadsErrorBody.parse(answer.body).error };
}

const outbox = (leadId: string) =>
  sql<{ kind: string; status: string; attempts: number }>(
    'SELECT kind, status, attempts FROM lead_emails WHERE lead_id = $1 ORDER BY kind',
    [leadId],
  );

async function settled(leadId: string) {
  for (let i = 0; i < 100; i++) {
    const rows = await outbox(leadId);
    if (rows.length > 0 && rows.every((row) => row.status !== 'PENDING')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return outbox(leadId);
}

describe('a message to a seller', () => {
  test('is stored, then sent to the seller (replying to the shopper) and copied to the shopper, once each', async () => {
    const body = lead({ preferredContact: 'PHONE' });
    const answer = await post(body);
    expect(answer.status).toBe(201);
    const { lead: stored } = SellerLeadResponse.parse(answer.body);
    expect(stored.listingId).toBe(listings[0].id);

    const mails = await smtp.waitFor(2, 15_000);
    const seller = mails.find((mail) => mail.envelope.to.includes(listings[0].owner_email))!;
    const copy = mails.find((mail) => mail.envelope.to.includes(body.email))!;
    expect(seller).toBeDefined();
    expect(copy).toBeDefined();
    expect(seller.headers['reply-to']).toContain(body.email);
    expect(seller.subject).toContain(listings[0].title);
    expect(seller.text).toContain('Could I see it on Saturday?');
    expect(seller.text).toContain('Ada Lovelace');
    expect(seller.text).toContain('(404) 555-0123');
    expect(seller.text).toContain('a phone call');
    expect(seller.text).toContain(`${ORIGIN}/cars-for-sale/vehicle/${listings[0].id}`);
    expect(seller.html).toContain('Could I see it on Saturday?');
    expect(copy.subject).toContain(stored.ownerName);
    expect(copy.text).toContain('Is it still available?');
    expect(seller.messageId).not.toBe(copy.messageId);
    expect(await settled(stored.leadId)).toEqual([
      { kind: 'SELLER', status: 'SENT', attempts: 1 },
      { kind: 'SHOPPER_COPY', status: 'SENT', attempts: 1 },
    ]);
  });

  test('a retry with the same key answers the same message and sends nothing more', async () => {
    const body = lead({ listingId: listings[1].id });
    const idempotencyKey = key();
    const first = SellerLeadResponse.parse((await post(body, idempotencyKey)).body);
    await smtp.waitFor(2, 15_000);
    const again = await post(body, idempotencyKey);
    expect(again.status).toBe(201);
    expect(SellerLeadResponse.parse(again.body)).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.messages.filter((mail) => mail.text.includes(`/cars-for-sale/vehicle/${listings[1].id}`))).toHaveLength(
      2,
    );
    const rows = await sql('SELECT 1 FROM seller_leads WHERE idempotency_key = $1', [idempotencyKey]);
    expect(rows).toHaveLength(1);
  });

  test('the same key with another message is refused (422), and nothing is stored', async () => {
    const idempotencyKey = key();
    const first = SellerLeadResponse.parse((await post(lead({ listingId: listings[2].id }), idempotencyKey)).body);
    const { status, error } = await refused(
      lead({ listingId: listings[2].id, message: 'Other words' }),
      idempotencyKey,
    );
    expect(status).toBe(422);
    expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Its emails are out before the next test counts SMTP faults.
    await settled(first.lead.leadId);
  });

  test('a temporary SMTP refusal is retried: the seller gets the message once', async () => {
    smtp.failNext('tempfail', 1);
    const { lead: stored } = SellerLeadResponse.parse((await post(lead({ listingId: listings[3].id }))).body);
    const rows = await settled(stored.leadId);
    expect(rows.map((row) => row.status)).toEqual(['SENT', 'SENT']);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(3);
    // Other tests' emails may still be arriving: only this car's count.
    const about = smtp.messages.filter((mail) => mail.text.includes(`/cars-for-sale/vehicle/${listings[3].id}`));
    expect(about).toHaveLength(2);
  });
});

describe('an offer', () => {
  test('from half the asking price to the asking price: stored, and named in both emails; outside it, 400 on offerAmount', async () => {
    const [car] = await sql<{ price: number }>('SELECT price FROM listings WHERE id = $1', [listings[14].id]);
    const floor = offerFloor(car.price);
    for (const offerAmount of [floor - 1, car.price + 1]) {
      const { status, error } = await refused(lead({ listingId: listings[14].id, offerAmount }));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field: 'offerAmount' });
    }
    const answer = await post(lead({ listingId: listings[14].id, offerAmount: floor }));
    expect(answer.status).toBe(201);
    const { lead: stored } = SellerLeadResponse.parse(answer.body);
    expect(await sql('SELECT offer_amount, asking_price FROM seller_leads WHERE id = $1', [stored.leadId])).toEqual([
      { offer_amount: floor, asking_price: car.price },
    ]);
    await settled(stored.leadId);
    const about = smtp.messages.filter((mail) => mail.text.includes(`/cars-for-sale/vehicle/${listings[14].id}`));
    const offer = `$${floor.toLocaleString('en-US')}`;
    expect(about.map((mail) => mail.subject).every((subject) => subject.includes(offer))).toBe(true);
    expect(about).toHaveLength(2);
  });
});

describe('refusals', () => {
  test('the same shopper writing about the same car again the same day: 409 DUPLICATE_LEAD; another shopper may', async () => {
    const email = shopperEmail();
    expect((await post(lead({ listingId: listings[4].id, email }))).status).toBe(201);
    const again = await refused(
      lead({ listingId: listings[4].id, email: email.toUpperCase(), message: 'Hello again' }),
    );
    expect(again).toMatchObject({ status: 409, error: { code: 'DUPLICATE_LEAD' } });
    expect((await post(lead({ listingId: listings[4].id }))).status).toBe(201);
  });

  test(`an email past ${SELLER_LEAD_LIMITS.perEmailPerDay} messages in 24 hours: 429 TOO_MANY_LEADS on 'email'`, async () => {
    const email = shopperEmail();
    for (let i = 0; i < SELLER_LEAD_LIMITS.perEmailPerDay; i++)
      expect((await post(lead({ listingId: listings[i + 5 < listings.length ? i + 5 : i].id, email }))).status).toBe(
        201,
      );
    const over = await refused(lead({ listingId: listings[0].id, email, message: 'One more' }));
    expect(over).toMatchObject({ status: 429, error: { code: 'TOO_MANY_LEADS', field: 'email' } });
  });

  test('a seller who takes no email: 409 EMAIL_NOT_ACCEPTED, nothing stored', async () => {
    const [row] = await sql<{ id: string; owner_id: number }>(
      `SELECT l.id::text AS id, l.owner_id FROM listings l WHERE l.owner_id <> $1 ORDER BY l.id DESC LIMIT 1`,
      [listings[0].owner_id],
    );
    await sql('UPDATE owners SET hide_email_form = true WHERE id = $1', [row.owner_id]);
    const email = shopperEmail();
    const answer = await refused(lead({ listingId: row.id, email }));
    expect(answer).toMatchObject({ status: 409, error: { code: 'EMAIL_NOT_ACCEPTED' } });
    expect(await sql('SELECT 1 FROM seller_leads WHERE email = $1', [email])).toHaveLength(0);
  });

  test('a car not for sale: 404 NOT_FOUND', async () => {
    expect(await refused(lead({ listingId: '999999999' }))).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND', field: 'listingId' },
    });
  });

  test.each([
    ['email', { email: 'not-an-email' }],
    ['firstName', { firstName: '   ' }],
    ['lastName', { lastName: 'x'.repeat(SELLER_LEAD_LIMITS.nameMaxLength + 1) }],
    ['message', { message: 'x'.repeat(SELLER_LEAD_LIMITS.messageMaxLength + 1) }],
    ['phone', { phone: '555-0123' }],
    ['phone', { preferredContact: 'TEXT', phone: null }],
    ['preferredContact', { preferredContact: 'FAX' }],
  ])('a mistake in %s: 400 naming the field, never its value', async (field, overrides) => {
    const { status, error } = await refused(lead(overrides));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(error.message).not.toContain('not-an-email');
  });

  test('no idempotency key: 400 on the header', async () => {
    expect(await refused(lead(), null)).toMatchObject({ status: 400, error: { field: 'idempotency-key' } });
  });

  test("the log never holds the shopper's details or words", () => {
    const logged = log.text();
    expect(logged).toContain('/seller-leads');
    for (const secret of ['Lovelace', '@example.com', 'Saturday', '4045550123']) expect(logged).not.toContain(secret);
  });
});

describe('a message stored while the mail worker is not running', () => {
  test('is sent once the worker starts', async () => {
    const quiet = await startUpstream({ seedListings: 60 });
    const quietSchema = `${queueSchema}_q`;
    // A server of its own: the other tests' emails may still be arriving on the shared one.
    const ownSmtp = await startTestSmtp();
    try {
      const url = await listen(quiet.upstream.app);
      const [row] = await quiet.testDb.db.query<{ id: string }>(
        `SELECT l.id::text AS id FROM listings l JOIN owners o ON o.id = l.owner_id WHERE NOT o.hide_email_form LIMIT 1`,
      );
      const answer = await post(lead({ listingId: row.id }), key(), url);
      expect(answer.status).toBe(201);
      const boss = await startQueue(quiet.testDb.db, { schema: quietSchema, schedule: false });
      const mailer = createMailer(ownSmtp.url);
      const worker = await startLeadMailWorker({
        db: quiet.testDb.db,
        boss,
        mailer,
        from: 'leads@cars.example.test',
        origin: ORIGIN,
        pollingIntervalSeconds: 0.5,
      });
      try {
        const mails = await ownSmtp.waitFor(2, 15_000);
        expect(mails).toHaveLength(2);
        const { lead: stored } = SellerLeadResponse.parse(answer.body);
        for (let i = 0; i < 100; i++) {
          const pending = await quiet.testDb.db.query(
            `SELECT 1 FROM lead_emails WHERE lead_id = $1 AND status = 'PENDING'`,
            [stored.leadId],
          );
          if (pending.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Queued again (the periodic sweep): the rows are SENT, so nothing goes twice.
        expect(await worker.queuePending(0)).toBe(0);
      } finally {
        await worker.close();
        await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
        mailer.close();
        await quiet.testDb.db.exec(`DROP SCHEMA IF EXISTS ${quietSchema} CASCADE`).catch(() => undefined);
      }
    } finally {
      await quiet.close();
      await ownSmtp.close();
    }
  }, 120_000);
});
