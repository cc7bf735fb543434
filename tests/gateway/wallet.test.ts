import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WALLET_APR_DECIMALS } from '../../contracts/account/index';
import { MAX_APR_PERCENT, MAX_UP_FRONT, PAYMENT_DEFAULTS, paymentEstimateError } from '../../contracts/payments';
import { createGateway, type Gateway } from '../../gateway/server';
import type { ContractLog } from '../../gateway/upstreams/client';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * The wallet (docs/rules/accounts.md#wallet) over HTTP: Viewer.wallet, updateWallet and
 * removeWallet through the gateway and the real account service on a private database; and, behind
 * a proxy that fails the wallet's path on demand, what an account service failure looks like.
 */
const KEY = new Uint8Array(randomBytes(32));
const WALLET_PATH = '/account-api/wallet';
let upstream: UpstreamFixture;
let gateway: Gateway;
/** Upstream requests by path (query string removed). */
const calls = new Map<string, number>();
const callsTo = (path: string) => calls.get(path) ?? 0;

/** How the proxy answers the wallet's path; everything else passes through whole. */
type Fault = 'pass' | 'drop' | 'error500' | 'wrongShape';
let fault: Fault = 'pass';
let proxy: http.Server;
let behindProxy: Gateway;
/** What the clients behind the proxy reported about answers breaking their contract. */
const contractReports: Array<Record<string, unknown>> = [];
const log: ContractLog = { error: (details) => void contractReports.push({ ...details }) };

/** A proxy that forwards method, headers and body, failing the wallet's path when told. */
function startProxy(target: string): Promise<string> {
  proxy = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0];
    if (path === WALLET_PATH && fault === 'drop') return void req.socket.destroy();
    if (path === WALLET_PATH && fault === 'error500')
      return void res.writeHead(500, { 'content-type': 'text/plain' }).end('ERROR: relation "wallets" does not exist');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    let body = Buffer.from(await answer.arrayBuffer());
    if (path === WALLET_PATH && fault === 'wrongShape') {
      // A 200 that is almost right: the down payment as text.
      const parsed = JSON.parse(body.toString()) as { wallet: Record<string, unknown> | null };
      body = Buffer.from(JSON.stringify({ wallet: { ...parsed.wallet, downPayment: '5000' } }));
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    }
    res
      .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
      .end(body);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 30, identityTokenKey: KEY });
  upstream.upstream.app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  const url = await listenOnLoopback(upstream.upstream.app);
  const options = { imagesUrl: url, identityKey: KEY, rateLimit: { max: 100_000 } };
  gateway = await createGateway({ ...options, upstreams: createUpstreams(url) });
  behindProxy = await createGateway({ ...options, upstreams: createUpstreams(await startProxy(url), { log }) });
});
afterAll(async () => {
  await behindProxy.app.close();
  await new Promise((resolve) => proxy.close(resolve));
  await gateway.app.close();
  await upstream.close();
});

interface Answer {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; path?: string[]; extensions: Record<string, unknown> }>;
}

async function ask(query: string, variables: Record<string, unknown> = {}, token?: string, on = gateway) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await on.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
  return response.json() as Answer;
}

/**
 * A new consumer. Sign-up hashes a password (argon2id), which can outlast the account breaker's
 * time-out on a machine running many suites at once: a retryable answer is tried again, with a new
 * address (the first try may have made its account after all).
 */
async function signUp(): Promise<string> {
  const mutation = 'mutation ($input: SignUpInput!) { signUp(input: $input) { token errors { field } } }';
  const attempt = () =>
    ask(mutation, {
      input: { email: `wallet.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' },
    });
  let answer = await attempt();
  for (let retry = 0; retry < 3 && answer.errors?.every((error) => error.extensions.retryable === true); retry++)
    answer = await attempt();
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.signUp.errors).toEqual([]);
  return answer.data?.signUp.token;
}

const WALLET_FIELDS = 'downPayment tradeInValue termMonths aprPercent updatedAt';
const UPDATE = `mutation ($input: PaymentEstimateInput!, $key: String) { updateWallet(input: $input, idempotencyKey: $key) {
  wallet { ${WALLET_FIELDS} } errors { field message } } }`;
const REMOVE = `mutation ($key: String) { removeWallet(idempotencyKey: $key) { wallet { termMonths } errors { field message } } }`;
const READ = `{ me { signedIn wallet { ${WALLET_FIELDS} } } }`;

const ESTIMATE = { downPayment: 4_000, tradeInValue: 1_500, termMonths: 48, aprPercent: 5.25 };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const update = (input: Record<string, unknown>, token?: string, key?: string) => ask(UPDATE, { input, key }, token);
const mine = async (token?: string) => (await ask(READ, {}, token)).data?.me.wallet;

describe('a visitor', () => {
  test('has no wallet in the account, and asking costs no call', async () => {
    const before = callsTo(WALLET_PATH);
    expect((await ask(READ)).data?.me).toEqual({ signedIn: false, wallet: null });
    expect(callsTo(WALLET_PATH)).toBe(before);
  });

  test('cannot save or remove one: UNAUTHENTICATED, even with a mistake in the input', async () => {
    const before = callsTo(WALLET_PATH);
    for (const answer of [await update(ESTIMATE), await update({ ...ESTIMATE, termMonths: 50 }), await ask(REMOVE)]) {
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(callsTo(WALLET_PATH)).toBe(before);
  });
});

describe('a signed-in consumer', () => {
  test('saves, reads back, replaces and removes their wallet through the real service', async () => {
    const token = await signUp();
    expect(await mine(token)).toBeNull();

    const saved = await update(ESTIMATE, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateWallet.errors).toEqual([]);
    expect(saved.data?.updateWallet.wallet).toMatchObject(ESTIMATE);
    expect(saved.data?.updateWallet.wallet.updatedAt).toMatch(ISO);
    expect(await mine(token)).toEqual(saved.data?.updateWallet.wallet);

    // Fields left out take the estimate's defaults; every field is replaced.
    const replaced = await update({ termMonths: 84 }, token);
    expect(replaced.data?.updateWallet.wallet).toMatchObject({ ...PAYMENT_DEFAULTS, termMonths: 84 });
    expect(await mine(token)).toEqual(replaced.data?.updateWallet.wallet);

    expect((await ask(REMOVE, {}, token)).data?.removeWallet).toEqual({ wallet: null, errors: [] });
    expect(await mine(token)).toBeNull();
    // Removing none is no error.
    expect((await ask(REMOVE, {}, token)).data?.removeWallet).toEqual({ wallet: null, errors: [] });
  });

  test('a field sent as null takes its default', async () => {
    const token = await signUp();
    const answer = await update({ downPayment: null, tradeInValue: null, termMonths: null, aprPercent: null }, token);
    expect(answer.data?.updateWallet.wallet).toMatchObject(PAYMENT_DEFAULTS);
  });

  test("one consumer's wallet is theirs alone", async () => {
    const [first, second] = [await signUp(), await signUp()];
    await update(ESTIMATE, first);
    expect(await mine(second)).toBeNull();
    await update({ ...ESTIMATE, aprPercent: 12 }, second);
    await ask(REMOVE, {}, second);
    expect(await mine(first)).toMatchObject(ESTIMATE);
  });

  test('Viewer.wallet is one account call per request, however many fields ask', async () => {
    const token = await signUp();
    await update(ESTIMATE, token);
    const before = callsTo(WALLET_PATH);
    const answer = await ask('{ me { a: wallet { termMonths } b: wallet { aprPercent } } }', {}, token);
    expect(answer.data?.me).toEqual({ a: { termMonths: 48 }, b: { aprPercent: 5.25 } });
    expect(callsTo(WALLET_PATH)).toBe(before + 1);
  });

  test('a retry with the same idempotency key answers the first answer; the key with another change is refused', async () => {
    const token = await signUp();
    const key = `wallet-${randomUUID()}`;
    const first = await update(ESTIMATE, token, key);
    await update({ ...ESTIMATE, termMonths: 24 }, token);
    expect(await update(ESTIMATE, token, key)).toEqual(first);
    expect(await mine(token)).toMatchObject({ ...ESTIMATE, termMonths: 24 });
    const reused = await update({ ...ESTIMATE, aprPercent: 9 }, token, key);
    expect(reused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    const short = await update(ESTIMATE, token, 'short');
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });
});

describe('user mistakes are field errors, named as the input names them', () => {
  test.each([
    ['downPayment', { downPayment: -1 }],
    ['downPayment', { downPayment: MAX_UP_FRONT + 1 }],
    ['tradeInValue', { tradeInValue: MAX_UP_FRONT + 1 }],
    ['tradeInValue', { tradeInValue: -5 }],
    ['termMonths', { termMonths: 50 }],
    ['aprPercent', { aprPercent: MAX_APR_PERCENT + 1 }],
    ['aprPercent', { aprPercent: -1 }],
    ['aprPercent', { aprPercent: 7.555 }],
  ])('%s: %j', async (field, change) => {
    const token = await signUp();
    await update(ESTIMATE, token);
    const before = callsTo(WALLET_PATH);
    const answer = await update({ ...ESTIMATE, ...change }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateWallet.wallet).toBeNull();
    expect(answer.data?.updateWallet.errors).toEqual([{ field, message: expect.stringMatching(/^[A-Z]/) }]);
    // Checked before any call: the service is not asked, and the saved wallet stays.
    expect(callsTo(WALLET_PATH)).toBe(before);
    expect(await mine(token)).toMatchObject(ESTIMATE);
  });

  test("the words say the rule: paymentEstimateError's, and the two decimals", async () => {
    const token = await signUp();
    const errors = async (change: Record<string, unknown>) =>
      (await update({ ...ESTIMATE, ...change }, token)).data?.updateWallet.errors;
    const ruleOf = (change: Record<string, number>) => {
      const rule = paymentEstimateError({ ...ESTIMATE, ...change })!.rule;
      return rule.charAt(0).toUpperCase() + rule.slice(1);
    };
    for (const change of [{ downPayment: -1 }, { termMonths: 50 }, { aprPercent: 31 }] as Array<
      Record<string, number>
    >) {
      const [field] = Object.keys(change);
      expect(await errors(change)).toEqual([{ field, message: ruleOf(change) }]);
    }
    expect(await errors({ aprPercent: 7.555 })).toEqual([
      { field: 'aprPercent', message: `Use at most ${WALLET_APR_DECIMALS} decimals` },
    ]);
  });
});

describe('the account service failing', () => {
  afterEach(() => {
    fault = 'pass';
  });

  test('a 200 that breaks the contract is a failure: Viewer.wallet answers a retryable error, the rest of me stays', async () => {
    const token = await signUp();
    await update(ESTIMATE, token);
    fault = 'wrongShape';
    const answer = await ask(READ, {}, token, behindProxy);
    expect(answer.data?.me).toEqual({ signedIn: true, wallet: null });
    expect(answer.errors?.[0].path).toEqual(['me', 'wallet']);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', retryable: true });
    expect(contractReports).toContainEqual(
      expect.objectContaining({
        upstream: 'account',
        endpoint: 'wallet',
        issue: expect.objectContaining({ path: 'wallet.downPayment' }),
      }),
    );
  });

  test('a 500 is a retryable error that names no internals', async () => {
    const token = await signUp();
    fault = 'error500';
    const answer = await ask(READ, {}, token, behindProxy);
    expect(answer.data?.me.wallet).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', retryable: true });
    expect(JSON.stringify(answer)).not.toMatch(/relation|wallets|account-api|127\.0\.0\.1/);
  });

  test('saving or removing while the service drops the call: the retryable error, and a retry with the key is safe', async () => {
    const token = await signUp();
    const key = `wallet-${randomUUID()}`;
    fault = 'drop';
    for (const answer of [
      await ask(UPDATE, { input: ESTIMATE, key }, token, behindProxy),
      await ask(REMOVE, {}, token, behindProxy),
    ]) {
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', retryable: true });
    }
    fault = 'pass';
    const retried = await ask(UPDATE, { input: ESTIMATE, key }, token, behindProxy);
    expect(retried.data?.updateWallet.wallet).toMatchObject(ESTIMATE);
  });
});
