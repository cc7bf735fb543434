import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { IDENTITY_TOKEN } from '../../contracts/account/index';
import { SELLER_LEAD_LIMITS } from '../../contracts/leads/index';
import { CONTACT_TEXTS } from '../../gateway/contact/constants';
import { createLogger } from '../../gateway/observability/logger';
import { EMAIL_SELLER_RATE_LIMIT } from '../../gateway/security/limits';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * emailSeller over HTTP (docs/rules/contact.md#email-the-seller): the gateway, and the reference
 * upstreams (listing search and leads service) on a real port and a private database. The mail
 * worker is tested with a real SMTP server in tests/upstreams/seller-leads.test.ts.
 */
const KEY = new Uint8Array(randomBytes(32));

let upstream: UpstreamFixture;
let upstreamUrl: string;
let proxy: FaultProxy;
let gateway: Gateway;
let listingIds: string[];
const gateways: Gateway[] = [];
const logLines: string[] = [];

async function gatewayWith(options: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const created = await createGateway({
    upstreams: createUpstreams(upstreamUrl),
    imagesUrl: upstreamUrl,
    identityKey: KEY,
    logger: createLogger({ level: 'debug', destination }),
    trustProxy: true,
    rateLimit: { max: 100_000 },
    ...options,
  });
  gateways.push(created);
  return created;
}

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 80 });
  upstreamUrl = await listenOnLoopback(upstream.upstream.app);
  proxy = await startFaultProxy(upstreamUrl);
  gateway = await gatewayWith();
  const rows = await upstream.testDb.db.query<{ id: number }>(
    'SELECT l.id FROM listings l JOIN owners o ON o.id = l.owner_id WHERE NOT o.hide_email_form ORDER BY l.id LIMIT 30',
  );
  listingIds = rows.map((row) => String(row.id));
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await proxy.close();
  await upstream.close();
});

const EMAIL_SELLER = `mutation EmailSeller($input: EmailSellerInput!, $idempotencyKey: String) {
  emailSeller(input: $input, idempotencyKey: $idempotencyKey) {
    lead { id listingId ownerName createdAt }
    errors { field message }
  }
}`;

interface Answer {
  data?: {
    emailSeller: { lead: Record<string, string> | null; errors: Array<{ field: string; message: string }> };
  } | null;
  errors?: Array<{ message: string; path?: string[]; extensions: Record<string, unknown> }>;
}

/** Each test writes from its own client IP, so no test spends another's budget. */
let ipCount = 0;
const newIp = () => `10.31.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
let next = 0;
/** A listing no earlier test wrote about, so the same-day guard stays out of the way. */
const freshListing = () => listingIds[next++ % listingIds.length];
const shopperEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;

function input(overrides: Record<string, unknown> = {}) {
  return {
    listingId: freshListing(),
    firstName: 'Grace',
    lastName: 'Hopper',
    email: shopperEmail(),
    message: 'Is it still available?',
    ...overrides,
  };
}

async function emailSeller(
  given: Record<string, unknown>,
  caller: { ip?: string; idempotencyKey?: string; bearer?: string } = {},
  on: Gateway = gateway,
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': caller.ip ?? newIp(),
  };
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
  const response = await on.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query: EMAIL_SELLER, variables: { input: given, idempotencyKey: caller.idempotencyKey } },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as Answer;
}

const storedLeads = (email: string) =>
  upstream.testDb.db.query<{ id: string; phone: string | null; user_id: string | null; preferred_contact: string }>(
    'SELECT id::text, phone, user_id::text, preferred_contact FROM seller_leads WHERE email = $1',
    [email],
  );

const signedToken = (userId: string) =>
  new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(IDENTITY_TOKEN.issuer)
    .setAudience(IDENTITY_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(KEY);

describe('a message', () => {
  test("from a visitor: stored, answered with its id and the seller's name; the phone as typed becomes digits", async () => {
    const given = input({ phone: '+1 (404) 555-0123', preferredContact: 'TEXT' });
    const answer = await emailSeller(given);
    expect(answer.errors).toBeUndefined();
    const { lead, errors } = answer.data!.emailSeller;
    expect(errors).toEqual([]);
    expect(lead).toMatchObject({ listingId: given.listingId, ownerName: expect.any(String) });
    expect(await storedLeads(given.email as string)).toEqual([
      { id: lead!.id, phone: '4045550123', user_id: null, preferred_contact: 'TEXT' },
    ]);
  });

  test('from a signed-in consumer: their user id is recorded', async () => {
    const userId = randomUUID();
    const given = input();
    await emailSeller(given, { bearer: await signedToken(userId) });
    expect((await storedLeads(given.email as string))[0].user_id).toBe(userId);
  });

  test('the same idempotencyKey answers the same message, stored once', async () => {
    const idempotencyKey = randomUUID();
    const given = input();
    const first = await emailSeller(given, { idempotencyKey });
    const again = await emailSeller(given, { idempotencyKey });
    expect(again.data).toEqual(first.data);
    expect(await storedLeads(given.email as string)).toHaveLength(1);
  });
});

describe('user mistakes are field errors, and nothing is stored', () => {
  test.each([
    ['a blank first name', { firstName: '  ' }, ['firstName']],
    ['a bad email and an empty message', { email: 'grace@', message: '' }, ['email', 'message']],
    ['a message past the limit', { message: 'x'.repeat(SELLER_LEAD_LIMITS.messageMaxLength + 1) }, ['message']],
    ['a phone that is not 10 digits', { phone: '555-0123' }, ['phone']],
    ['asking for a call without a phone', { preferredContact: 'PHONE' }, ['phone']],
    ['the hidden field filled in (a bot)', { website: 'http://spam.example' }, ['website']],
  ])('%s', async (_name, overrides, fields) => {
    const given = input(overrides);
    const answer = await emailSeller(given);
    expect(answer.data!.emailSeller.lead).toBeNull();
    expect(answer.data!.emailSeller.errors.map((e) => e.field)).toEqual(fields);
    expect(await storedLeads(given.email as string)).toHaveLength(0);
  });

  test('the same shopper and car twice in a day: a form error saying so', async () => {
    const given = input();
    await emailSeller(given);
    const again = await emailSeller({ ...given, message: 'Me again' });
    expect(again.data!.emailSeller).toEqual({
      lead: null,
      errors: [{ field: 'form', message: CONTACT_TEXTS.duplicate }],
    });
  });

  test('a seller who takes no email: a form error saying to call', async () => {
    const [row] = await upstream.testDb.db.query<{ id: number; owner_id: number }>(
      'SELECT id, owner_id FROM listings ORDER BY id DESC LIMIT 1',
    );
    await upstream.testDb.db.query('UPDATE owners SET hide_email_form = true WHERE id = $1', [row.owner_id]);
    const theirs = await upstream.testDb.db.query<{ id: number }>('SELECT id FROM listings WHERE owner_id = $1', [
      row.owner_id,
    ]);
    const taken = new Set(theirs.map((listing) => String(listing.id)));
    listingIds = listingIds.filter((id) => !taken.has(id));
    const answer = await emailSeller(input({ listingId: String(row.id) }));
    expect(answer.data!.emailSeller.errors).toEqual([{ field: 'form', message: CONTACT_TEXTS.notAccepted }]);
  });

  test('a listing not for sale, or an id that is not one: NOT_FOUND', async () => {
    for (const listingId of ['999999999999', 'abc']) {
      const answer = await emailSeller(input({ listingId }));
      expect(answer.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND' });
    }
  });
});

describe(`rate limit: ${EMAIL_SELLER_RATE_LIMIT.max} messages per client IP per hour`, () => {
  test('the next one answers RATE_LIMITED with the seconds to wait, and is not stored', async () => {
    const ip = newIp();
    for (let i = 0; i < EMAIL_SELLER_RATE_LIMIT.max; i += 1)
      expect((await emailSeller(input(), { ip })).data!.emailSeller.errors).toEqual([]);
    const given = input();
    const limited = await emailSeller(given, { ip });
    expect(limited.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.errors![0].extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(await storedLeads(given.email as string)).toHaveLength(0);
  });
});

describe('the leads service down or slow', () => {
  test('failures are retryable UPSTREAM_ERROR, nothing half-stored; once the circuit opens, UPSTREAM_UNAVAILABLE', async () => {
    const behindProxy = await gatewayWith({
      upstreams: createUpstreams({ lsc: upstreamUrl, research: upstreamUrl, leads: proxy.url }),
    });
    await proxy.fault('/seller-leads', 'error500');
    try {
      for (let i = 0; i < 5; i += 1) {
        const given = input();
        const failed = await emailSeller(given, {}, behindProxy);
        expect(failed.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_ERROR', retryable: true });
        expect(failed.errors?.[0].message).toBe(CONTACT_TEXTS.unavailable);
      }
      const open = await emailSeller(input(), {}, behindProxy);
      expect(open.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', retryable: true });
    } finally {
      await proxy.fault('/seller-leads', 'pass');
    }
  });

  test('a service slower than the time-out: UPSTREAM_TIMEOUT, retryable', async () => {
    const behindProxy = await gatewayWith({
      upstreams: createUpstreams({ lsc: upstreamUrl, research: upstreamUrl, leads: proxy.url }),
    });
    await proxy.fault('/seller-leads', 'slow');
    try {
      const answer = await emailSeller(input(), {}, behindProxy);
      expect(answer.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_TIMEOUT', retryable: true });
    } finally {
      await proxy.fault('/seller-leads', 'pass');
    }
  }, 15_000);
});

test("the shopper's details and words never reach a log", async () => {
  const words = `Can you hold it until Friday ${randomUUID()}`;
  const email = shopperEmail();
  await emailSeller(input({ email, message: words, phone: '4045550199', firstName: 'Zebulon' }));
  await emailSeller(input({ email: 'broken@', message: words, firstName: 'Zebulon' }));
  const logged = logLines.join('');
  expect(logged).toContain('/graphql');
  for (const secret of [words, email, '4045550199', 'Zebulon']) expect(logged).not.toContain(secret);
});
