import { jest } from '@jest/globals';
import { createContext } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { createLscClient } from '../../gateway/upstreams/lsc/client';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';
import { SAFETY_FEATURES } from '../../upstreams/db/seed/safety';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';
import { useFakeTimeouts } from '../support/timers';

/** Query.safetyInfo (docs/rules/safety.md): a model year's safety reference through the real listing upstream. */

const PATH = '/rest/lsc/research/safety';

let stack: Stack;
let proxy: FaultProxy;
beforeAll(async () => {
  stack = await startStack();
  proxy = await startFaultProxy(stack.upstreamUrl);
});
afterAll(async () => {
  await proxy.close();
  await stack.close();
});
afterEach(() => proxy.fault('', 'pass'));

const FIELDS = `
  year
  ratings { name stars label }
  features { name value }
  specifications { name value unit }`;

const SAFETY = `query($makeCode: String!, $modelCode: String!, $year: Int!) {
  safetyInfo(makeCode: $makeCode, modelCode: $modelCode, year: $year) { ${FIELDS} }
}`;

interface SafetyInfo {
  year: number;
  ratings: Array<{ name: string; stars: number | null; label: string }>;
  features: Array<{ name: string; value: string }>;
  specifications: Array<{ name: string; value: number; unit: string }>;
}

type Upstreams = ReturnType<typeof createUpstreams>;

async function execute(
  variables: Record<string, unknown>,
  upstreams: Upstreams = createUpstreams(stack.upstreamUrl),
  query = SAFETY,
) {
  const response = await stack.gateway.apollo.executeOperation(
    { query, variables },
    { contextValue: createContext(upstreams) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors } = response.body.singleResult;
  return { data: data as { safetyInfo: SafetyInfo | null } | null | undefined, errors };
}

const calls = () => stack.calls.get(PATH) ?? 0;
const VALUES = { std: 'STANDARD', opt: 'OPTIONAL', 'n/a': 'NOT_AVAILABLE' } as Record<string, string>;

describe('through the real upstream', () => {
  test('the stored ratings, features (std as STANDARD) and legroom of the model year', async () => {
    const { data, errors } = await execute({ makeCode: 'TOYOTA', modelCode: 'CAMRY', year: 2024 });
    expect(errors).toBeUndefined();
    const info = data!.safetyInfo!;
    const [row] = await stack.testDb.db.query<Record<string, string | number | null>>(
      `SELECT *, overall_stars::int AS overall, frontal_stars::int AS frontal, side_stars::int AS side,
              rollover_stars::int AS rollover, front_legroom::float8 AS front, rear_legroom::float8 AS rear
         FROM model_safety WHERE model_code = 'CAMRY' AND year = 2024`,
    );
    expect(info.year).toBe(2024);
    const label = (stars: number | null) => (stars === null ? 'Not rated' : `${stars} star${stars === 1 ? '' : 's'}`);
    expect(info.ratings).toEqual(
      (
        [
          ['Overall rating', row.overall],
          ['Frontal crash', row.frontal],
          ['Side crash', row.side],
          ['Rollover', row.rollover],
        ] as Array<[string, number | null]>
      ).map(([name, stars]) => ({ name, stars, label: label(stars) })),
    );
    expect(info.features).toEqual(SAFETY_FEATURES.map((f) => ({ name: f.name, value: VALUES[row[f.column]!] })));
    expect(info.features.find((f) => f.name === 'Antilock brakes')!.value).toBe('STANDARD');
    expect(info.specifications).toEqual([
      { name: 'Front legroom', value: row.front, unit: 'in' },
      { name: 'Rear legroom', value: row.rear, unit: 'in' },
    ]);
  });

  test('a year before the ratings: every rating null, labelled Not rated; codes in any case', async () => {
    const { data, errors } = await execute({ makeCode: 'toyota', modelCode: 'camry', year: 2010 });
    expect(errors).toBeUndefined();
    expect(data!.safetyInfo!.year).toBe(2010);
    expect(data!.safetyInfo!.ratings.every((r) => r.stars === null && r.label === 'Not rated')).toBe(true);
    expect(data!.safetyInfo!.features).toHaveLength(12);
  });

  test.each([
    ['an unknown model', { makeCode: 'FORD', modelCode: 'NOPE', year: 2024 }],
    ['a model of another make', { makeCode: 'TOYOTA', modelCode: 'F150PICKUP', year: 2024 }],
    ['a year the model was not sold in', { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2001 }],
  ])('%s: null, not an error', async (_name, variables) => {
    const { data, errors } = await execute(variables);
    expect(errors).toBeUndefined();
    expect(data!.safetyInfo).toBeNull();
  });

  test('the same arguments asked twice in one request make one call; another year another', async () => {
    const before = calls();
    const { errors } = await execute(
      {},
      undefined,
      `query {
        a: safetyInfo(makeCode: "FORD", modelCode: "F150PICKUP", year: 2024) { year }
        b: safetyInfo(makeCode: "ford", modelCode: "F150PICKUP", year: 2024) { ${FIELDS} }
        c: safetyInfo(makeCode: "FORD", modelCode: "F150PICKUP", year: 2023) { year }
      }`,
    );
    expect(errors).toBeUndefined();
    expect(calls()).toBe(before + 2);
  });
});

describe('arguments', () => {
  test.each([
    [{ makeCode: 'FORD MOTOR', modelCode: 'F150PICKUP', year: 2024 }, 'makeCode'],
    [{ makeCode: 'FORD', modelCode: '', year: 2024 }, 'modelCode'],
    [{ makeCode: 'FORD', modelCode: 'F150,CAMRY', year: 2024 }, 'modelCode'],
    [{ makeCode: 'FORD', modelCode: 'F150PICKUP', year: 1899 }, 'year'],
    [{ makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2101 }, 'year'],
  ])('%p: BAD_USER_INPUT naming %s, and no call', async (variables, field) => {
    const before = calls();
    const { data, errors } = await execute(variables);
    expect(data).toEqual({ safetyInfo: null });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(calls()).toBe(before);
  });
});

describe('failures', () => {
  /** What the clients logged about broken contracts (kept out of the test output). */
  const logged: string[] = [];
  const log = { error: (_details: object, message: string) => void logged.push(message) };
  const throughProxy = (): Upstreams => ({
    ...createUpstreams(stack.upstreamUrl),
    lsc: createLscClient(proxy.url, { log }),
  });
  const ARGS = { makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2024 };
  const UNAVAILABLE = 'Safety information is unavailable right now';

  test('the call has model info’s breaker settings: 5 s time-out, 5 min reset', () => {
    expect(LSC_ENDPOINTS.safety).toEqual({ path: PATH, timeout: 5_000, resetTimeout: 300_000 });
  });

  test('a 200 that breaks the contract is an upstream failure: UPSTREAM_ERROR, retryable', async () => {
    await proxy.fault(PATH, 'wrongShape');
    const { data, errors } = await execute(ARGS, throughProxy());
    expect(data).toEqual({ safetyInfo: null });
    expect(errors?.[0]).toMatchObject({
      message: UNAVAILABLE,
      extensions: { code: 'UPSTREAM_ERROR', retryable: true },
    });
    expect(JSON.stringify(errors)).not.toMatch(/127\.0\.0\.1|stack|\.ts:\d/);
    expect(logged).toEqual(['upstream answer breaks its contract']);
  });

  test('a 500 is UPSTREAM_ERROR; after repeated failures the circuit opens (UPSTREAM_UNAVAILABLE, no call) and a probe after 5 min closes it', async () => {
    useFakeTimeouts();
    try {
      const upstreams = throughProxy();
      await proxy.fault(PATH, 'error500');
      for (let i = 0; i < 5; i++) {
        const { errors } = await execute(ARGS, upstreams);
        expect(errors?.[0]).toMatchObject({
          message: UNAVAILABLE,
          extensions: { code: 'UPSTREAM_ERROR', retryable: true },
        });
      }
      const reached = proxy.calls.get(PATH) ?? 0;
      const open = await execute(ARGS, upstreams);
      expect(open.errors?.[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', retryable: true },
      });
      expect(proxy.calls.get(PATH) ?? 0).toBe(reached);

      await proxy.fault(PATH, 'pass');
      await jest.advanceTimersByTimeAsync(LSC_ENDPOINTS.safety.resetTimeout);
      const probe = await execute(ARGS, upstreams);
      expect(probe.errors).toBeUndefined();
      expect(probe.data!.safetyInfo!.year).toBe(2024);
      expect(proxy.calls.get(PATH) ?? 0).toBe(reached + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a time-out is UPSTREAM_TIMEOUT, retryable', async () => {
    await proxy.fault(PATH, 'slow');
    const upstreams = { ...throughProxy(), lsc: createLscClient(proxy.url, { log, breakers: { timeout: 1_000 } }) };
    const { errors } = await execute(ARGS, upstreams);
    expect(errors?.[0]).toMatchObject({
      message: UNAVAILABLE,
      extensions: { code: 'UPSTREAM_TIMEOUT', retryable: true },
    });
  });
});
