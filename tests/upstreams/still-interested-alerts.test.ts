import { randomUUID } from 'node:crypto';
import { LeadsErrorBody, StillInterestedAlertResponse } from '../../contracts/leads/index';
import { listen } from '../support/account-client';
import { captureLog } from '../support/log-capture';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The leads service's POST /still-interested-alerts over real HTTP (docs/rules/still-interested.md#sending-the-list). */

const log = captureLog();
let fixture: UpstreamFixture;
let baseUrl = '';
let vins: string[] = [];
const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 30, logger: true, logStream: log.stream });
  baseUrl = await listen(fixture.upstream.app);
  vins = (await sql<{ vin: string }>('SELECT vin FROM listings ORDER BY id LIMIT 12')).map((r) => r.vin);
});
afterAll(() => fixture.close());

async function post(body: unknown) {
  const response = await fetch(`${baseUrl}/still-interested-alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

const rowsOf = (shopperKey: string) =>
  sql<{ brand: string; vins: string[]; email: string | null; user_id: string | null }>(
    'SELECT brand, vins, email, user_id::text FROM still_interested_alerts WHERE shopper_key = $1 ORDER BY brand',
    [shopperKey],
  );

describe('a still-interested list is kept', () => {
  test("a consumer's list: kept under their id, vins upper-cased, in order", async () => {
    const userId = randomUUID();
    const answer = await post({
      brand: 'motormart',
      vins: [vins[1].toLowerCase(), vins[0]],
      consumerId: userId,
      email: 'Shopper@Example.com',
    });
    expect(answer.status).toBe(200);
    const { alert } = StillInterestedAlertResponse.parse(answer.body);
    expect(alert).toMatchObject({ brand: 'motormart', vins: [vins[1], vins[0]], changed: true });
    expect(await rowsOf(`user:${userId}`)).toEqual([
      { brand: 'motormart', vins: [vins[1], vins[0]], email: 'shopper@example.com', user_id: userId },
    ]);
  });

  test('the same list again changes nothing; a new list replaces it', async () => {
    const userId = randomUUID();
    const body = { brand: 'fairvalue', vins: vins.slice(0, 3), consumerId: userId, email: null };
    expect(StillInterestedAlertResponse.parse((await post(body)).body).alert.changed).toBe(true);
    const [before] = await sql<{ updated_at: string }>(
      'SELECT updated_at::text FROM still_interested_alerts WHERE shopper_key = $1',
      [`user:${userId}`],
    );
    const again = StillInterestedAlertResponse.parse((await post(body)).body).alert;
    expect(again.changed).toBe(false);
    const [after] = await sql<{ updated_at: string }>(
      'SELECT updated_at::text FROM still_interested_alerts WHERE shopper_key = $1',
      [`user:${userId}`],
    );
    expect(after.updated_at).toBe(before.updated_at);

    const next = StillInterestedAlertResponse.parse(
      (await post({ ...body, vins: [vins[5], ...vins.slice(0, 3)] })).body,
    );
    expect(next.alert).toMatchObject({ changed: true, vins: [vins[5], ...vins.slice(0, 3)] });
    expect(await rowsOf(`user:${userId}`)).toHaveLength(1);
  });

  test("one shopper's list never touches another's, nor another brand's", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await post({ brand: 'motormart', vins: [vins[0]], consumerId: first });
    await post({ brand: 'motormart', vins: [vins[7], vins[8]], consumerId: second });
    await post({ brand: 'fairvalue', vins: [vins[9]], consumerId: first });
    expect((await rowsOf(`user:${first}`)).map((r) => [r.brand, r.vins])).toEqual([
      ['fairvalue', [vins[9]]],
      ['motormart', [vins[0]]],
    ]);
    expect((await rowsOf(`user:${second}`)).map((r) => r.vins)).toEqual([[vins[7], vins[8]]]);
  });

  test("a visitor who subscribed is known by their email, apart from any consumer's list", async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    expect((await post({ brand: 'motormart', vins: [vins[2]], email: email.toUpperCase() })).status).toBe(200);
    expect(await rowsOf(`email:${email}`)).toEqual([{ brand: 'motormart', vins: [vins[2]], email, user_id: null }]);
  });
});

describe('a bad request is refused with its field', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no shopper', { brand: 'motormart', vins: ['1HGCM82633A004352'] }, 'email'],
    ['an unknown brand', { brand: 'halden', vins: ['1HGCM82633A004352'], email: 'a@example.com' }, 'brand'],
    ['no vins', { brand: 'motormart', vins: [], email: 'a@example.com' }, 'vins'],
    ['a bad vin', { brand: 'motormart', vins: ['NOTAVIN'], email: 'a@example.com' }, 'vins'],
    [
      'a vin twice',
      { brand: 'motormart', vins: ['1HGCM82633A004352', '1hgcm82633a004352'], email: 'a@example.com' },
      'vins',
    ],
    [
      'eleven vins',
      {
        brand: 'motormart',
        vins: Array.from({ length: 11 }, (_, i) => `1HGCM82633A0043${10 + i}`),
        email: 'a@example.com',
      },
      'vins',
    ],
    ['a bad email', { brand: 'motormart', vins: ['1HGCM82633A004352'], email: 'not-an-email' }, 'email'],
    ['a bad consumer id', { brand: 'motormart', vins: ['1HGCM82633A004352'], consumerId: 'x' }, 'consumerId'],
    ['not an object', '[1]', 'body'],
  ];
  test.each(cases)('%s', async (_name, body, field) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(LeadsErrorBody.parse(answer.body).error).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  test('no email reaches the log, nor any vin', async () => {
    const email = `private-${randomUUID()}@example.com`;
    await post({ brand: 'motormart', vins: [vins[3]], email });
    await post({ brand: 'motormart', vins: ['NOTAVIN'], email });
    expect(log.text()).not.toContain(email);
    expect(log.text()).not.toContain(vins[3]);
  });
});
