import { randomBytes, randomUUID } from 'node:crypto';
import { SessionResponse, WalletResponse } from '../../contracts/account/index';
import { MAX_APR_PERCENT, MAX_UP_FRONT, PAYMENT_DEFAULTS, PAYMENT_TERMS } from '../../contracts/payments';
import { accountClient, listen } from '../support/account-client';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The account service's wallet over real HTTP (docs/rules/accounts.md#wallet), on a private database. */

const KEY = new Uint8Array(randomBytes(32));
let fixture: UpstreamFixture;
let baseUrl = '';
const { ok, refused } = accountClient(() => baseUrl);
const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 30, identityTokenKey: KEY });
  baseUrl = await listen(fixture.upstream.app);
});
afterAll(() => fixture.close());

const key = () => `wallet-${randomUUID()}`;

async function signUp() {
  const email = `wallet.${randomUUID().slice(0, 8)}@example.com`;
  const session = await ok(
    SessionResponse,
    'POST',
    '/users',
    { body: { email, password: 'correct horse battery' } },
    201,
  );
  return { idToken: session.idToken, userId: session.user.id };
}

const ESTIMATE = { downPayment: 5_000, tradeInValue: 2_500, termMonths: 72, aprPercent: 6.49 };

const read = async (idToken: string) => (await ok(WalletResponse, 'GET', '/wallet', { idToken })).wallet;
const save = (idToken: string, body: unknown, idempotencyKey?: string) =>
  ok(WalletResponse, 'PUT', '/wallet', { idToken, body, idempotencyKey });
const remove = (idToken: string, idempotencyKey?: string) =>
  ok(WalletResponse, 'DELETE', '/wallet', { idToken, idempotencyKey });
const rows = async (userId: string) =>
  (await sql<{ count: number }>('SELECT count(*)::int AS count FROM wallets WHERE user_id = $1', [userId]))[0].count;

describe('a consumer saves, reads, replaces and removes their wallet', () => {
  test('none until saved; then as saved, with when; a new save replaces it whole', async () => {
    const { idToken, userId } = await signUp();
    expect(await read(idToken)).toBeNull();
    const before = Date.now();
    const saved = await save(idToken, ESTIMATE, key());
    expect(saved.wallet).toMatchObject(ESTIMATE);
    expect(saved.wallet?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(saved.wallet!.updatedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(await read(idToken)).toEqual(saved.wallet);

    const replaced = await save(idToken, { ...PAYMENT_DEFAULTS }, key());
    expect(replaced.wallet).toMatchObject(PAYMENT_DEFAULTS);
    expect(await read(idToken)).toEqual(replaced.wallet);
    expect(await rows(userId)).toBe(1);

    expect(await remove(idToken, key())).toEqual({ wallet: null });
    expect(await read(idToken)).toBeNull();
    expect(await rows(userId)).toBe(0);
    // Removing none is no error.
    expect(await remove(idToken, key())).toEqual({ wallet: null });
  });

  test('the edges of every rule are kept exactly, two-decimal APRs included', async () => {
    const { idToken } = await signUp();
    for (const estimate of [
      { downPayment: 0, tradeInValue: 0, termMonths: PAYMENT_TERMS[0], aprPercent: 0 },
      {
        downPayment: MAX_UP_FRONT,
        tradeInValue: MAX_UP_FRONT,
        termMonths: PAYMENT_TERMS.at(-1)!,
        aprPercent: MAX_APR_PERCENT,
      },
      { ...ESTIMATE, aprPercent: 19.99 },
      { ...ESTIMATE, aprPercent: 0.01 },
      { ...ESTIMATE, aprPercent: 7.55 },
    ]) {
      expect((await save(idToken, estimate)).wallet).toMatchObject(estimate);
      expect(await read(idToken)).toMatchObject(estimate);
    }
  });

  test('deleting the account deletes its wallet', async () => {
    const { idToken, userId } = await signUp();
    await save(idToken, ESTIMATE);
    await sql('DELETE FROM users WHERE id = $1', [userId]);
    expect(await rows(userId)).toBe(0);
  });
});

describe('refusals', () => {
  test.each([
    ['a negative down payment', { downPayment: -1 }, 'downPayment'],
    ['a down payment in cents', { downPayment: 3000.5 }, 'downPayment'],
    ['a down payment over the maximum', { downPayment: MAX_UP_FRONT + 1 }, 'downPayment'],
    ['a trade-in over the maximum', { tradeInValue: MAX_UP_FRONT + 1 }, 'tradeInValue'],
    ['a term that is not offered', { termMonths: 50 }, 'termMonths'],
    ['an APR over the maximum', { aprPercent: MAX_APR_PERCENT + 1 }, 'aprPercent'],
    ['a negative APR', { aprPercent: -0.5 }, 'aprPercent'],
    ['an APR with three decimals', { aprPercent: 7.555 }, 'aprPercent'],
    ['a field missing', { tradeInValue: undefined }, 'tradeInValue'],
    ['a number as text', { termMonths: '60' }, 'termMonths'],
  ])('%s: 400 on its field, nothing written', async (_name, change, field) => {
    const { idToken, userId } = await signUp();
    const { status, body } = await refused('PUT', '/wallet', {
      idToken,
      body: { ...ESTIMATE, ...change },
      idempotencyKey: key(),
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(await rows(userId)).toBe(0);
  });

  test('a body that is no object: 400 on body', async () => {
    const { idToken } = await signUp();
    const { status, body } = await refused('PUT', '/wallet', { idToken, rawBody: '[1,' });
    expect(status).toBe(400);
    expect(body.error.field).toBe('body');
  });

  test('a visitor, or nobody, is refused UNAUTHENTICATED on every route', async () => {
    const visitorId = randomUUID();
    for (const caller of [{ visitorId }, {}]) {
      for (const [method, body] of [['GET'], ['PUT', ESTIMATE], ['DELETE']] as const) {
        const answer = await refused(method, '/wallet', { ...caller, body, idempotencyKey: key() });
        expect(answer.status).toBe(401);
        expect(answer.body.error.code).toBe('UNAUTHENTICATED');
      }
    }
    // Who is calling is checked before the body: a visitor's bad body is UNAUTHENTICATED too.
    const answer = await refused('PUT', '/wallet', { visitorId, body: { ...ESTIMATE, termMonths: 50 } });
    expect(answer.body.error.code).toBe('UNAUTHENTICATED');
  });

  test('a forged identity token is refused even beside a visitor id', async () => {
    const answer = await refused('GET', '/wallet', { idToken: 'not.a.token', visitorId: randomUUID() });
    expect(answer.status).toBe(401);
  });
});

describe('ownership', () => {
  test("a second consumer neither sees nor changes the first's wallet", async () => {
    const first = await signUp();
    const second = await signUp();
    const saved = (await save(first.idToken, ESTIMATE)).wallet;
    expect(await read(second.idToken)).toBeNull();
    // Their save and removal are their own.
    await save(second.idToken, { ...PAYMENT_DEFAULTS });
    expect(await read(first.idToken)).toEqual(saved);
    await remove(second.idToken);
    expect(await read(first.idToken)).toEqual(saved);
    expect(await read(second.idToken)).toBeNull();
  });

  test("one consumer's idempotency key does not replay another's answer", async () => {
    const first = await signUp();
    const second = await signUp();
    const idempotencyKey = key();
    await save(first.idToken, ESTIMATE, idempotencyKey);
    const theirs = await save(second.idToken, ESTIMATE, idempotencyKey);
    expect(theirs.wallet).toMatchObject(ESTIMATE);
    expect(await rows(second.userId)).toBe(1);
  });
});

describe('idempotent retries', () => {
  test('a retry with the same key answers the first answer and writes once', async () => {
    const { idToken, userId } = await signUp();
    const idempotencyKey = key();
    const first = await save(idToken, ESTIMATE, idempotencyKey);
    // Changed since (another key): the retry must not write its old wallet back.
    const changed = await save(idToken, { ...ESTIMATE, termMonths: 36 }, key());
    const retry = await save(idToken, ESTIMATE, idempotencyKey);
    expect(retry).toEqual(first);
    expect(await read(idToken)).toEqual(changed.wallet);
    expect(await rows(userId)).toBe(1);
  });

  test('retries arriving together write once', async () => {
    const { idToken } = await signUp();
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(idToken, ESTIMATE, idempotencyKey)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const [{ count }] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM idempotency_keys WHERE key = $1',
      [idempotencyKey],
    );
    expect(count).toBe(1);
  });

  test('a removal retried after a new save does not remove it', async () => {
    const { idToken } = await signUp();
    await save(idToken, ESTIMATE);
    const removeKey = key();
    await remove(idToken, removeKey);
    const saved = await save(idToken, { ...PAYMENT_DEFAULTS }, key());
    expect(await remove(idToken, removeKey)).toEqual({ wallet: null });
    expect(await read(idToken)).toEqual(saved.wallet);
  });

  test('the same key with another wallet is IDEMPOTENCY_KEY_REUSED', async () => {
    const { idToken } = await signUp();
    const idempotencyKey = key();
    await save(idToken, ESTIMATE, idempotencyKey);
    const reused = await refused('PUT', '/wallet', {
      idToken,
      body: { ...ESTIMATE, aprPercent: 9 },
      idempotencyKey,
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
    expect(await read(idToken)).toMatchObject(ESTIMATE);
  });

  test('a refused save records nothing: its retry is checked again', async () => {
    const { idToken } = await signUp();
    const idempotencyKey = key();
    const bad = { ...ESTIMATE, termMonths: 50 };
    expect((await refused('PUT', '/wallet', { idToken, body: bad, idempotencyKey })).status).toBe(400);
    expect((await save(idToken, ESTIMATE, idempotencyKey)).wallet).toMatchObject(ESTIMATE);
  });
});

describe('the table holds the rules too', () => {
  test.each([
    ['down_payment', -1],
    ['trade_in_value', MAX_UP_FRONT + 1],
    ['term_months', 50],
    ['apr_percent', MAX_APR_PERCENT + 0.01],
  ])('a row with %s = %s is refused', async (column, value) => {
    const { userId } = await signUp();
    const row = { down_payment: 0, trade_in_value: 0, term_months: 60, apr_percent: 7.5, [column]: value };
    await expect(
      sql(
        'INSERT INTO wallets (user_id, down_payment, trade_in_value, term_months, apr_percent) VALUES ($1, $2, $3, $4, $5)',
        [userId, row.down_payment, row.trade_in_value, row.term_months, row.apr_percent],
      ),
    ).rejects.toThrow(/check constraint/i);
  });
});
