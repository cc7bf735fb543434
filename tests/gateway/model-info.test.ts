import { jest } from '@jest/globals';
import { createContext } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { createLscClient } from '../../gateway/upstreams/lsc/client';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';
import { useFakeTimeouts } from '../support/timers';

/** Query.modelInfo (docs/rules/research.md#trim): trims by model year through the real listing upstream. */

const PATH = '/rest/lsc/modelinfo/ymm';

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

const TRIMS = `
  year
  trims {
    trimCode trimName imagePath nationalMSRP atcMake atcModel atcMakeCode atcModelCode vehicleId engineType fuelType
    specs { heatedSeats leatherSeats rearviewCamera bluetooth alarmSystem laneDeparture navigation remoteStart sunroof }
    epaCity epaHwy epaMpgeCity epaMpgeHwy bodyStyle listingCount startingPrice avgPrice maxPrice
  }`;

const MODEL_INFO = `query($makeCode: String!, $modelCode: String!, $startYear: Int, $years: Int) {
  modelInfo(makeCode: $makeCode, modelCode: $modelCode, startYear: $startYear, years: $years) { ${TRIMS} }
}`;

interface Trim {
  trimCode: string;
  nationalMSRP: number;
  vehicleId: string | null;
  specs: Record<string, boolean>;
  epaCity: number | null;
  listingCount: number;
  startingPrice: number | null;
  avgPrice: number | null;
  maxPrice: number | null;
  [field: string]: unknown;
}
interface ModelYear {
  year: number;
  trims: Trim[];
}

type Upstreams = ReturnType<typeof createUpstreams>;

async function execute(
  variables: Record<string, unknown>,
  upstreams: Upstreams = createUpstreams(stack.upstreamUrl),
  query = MODEL_INFO,
) {
  const response = await stack.gateway.apollo.executeOperation(
    { query, variables },
    { contextValue: createContext(upstreams) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors } = response.body.singleResult;
  return { data: data as { modelInfo: ModelYear[] } | null | undefined, errors };
}

const calls = () => stack.calls.get(PATH) ?? 0;

describe('through the real upstream', () => {
  test('the trims of each year, with the catalogue’s MSRP and the listings’ prices', async () => {
    const { data, errors } = await execute({ makeCode: 'TOYOTA', modelCode: 'CAMRY', startYear: 2024, years: 3 });
    expect(errors).toBeUndefined();
    const years = data!.modelInfo;
    expect(years.map((y) => y.year)).toEqual([2024, 2023, 2022]);
    const msrp = new Map(
      (
        await stack.testDb.db.query<{ code: string; msrp: number }>(
          `SELECT code, msrp FROM trims WHERE model_code = 'CAMRY'`,
        )
      ).map((t) => [t.code, t.msrp]),
    );
    const prices = await stack.testDb.db.query<{
      year: number;
      trim_code: string;
      min: number;
      avg: number;
      max: number;
    }>(
      `SELECT year::int AS year, trim_code, min(price)::int AS min, round(avg(price))::int AS avg, max(price)::int AS max
         FROM listings WHERE model_code = 'CAMRY' AND year BETWEEN 2022 AND 2024 GROUP BY year, trim_code`,
    );
    const priced = new Map(prices.map((p) => [`${p.year}/${p.trim_code}`, [p.min, p.avg, p.max]]));
    for (const { year, trims } of years) {
      expect(trims.map((t) => t.trimCode).sort()).toEqual([...msrp.keys()].sort());
      for (const trim of trims) {
        expect(trim).toMatchObject({
          atcMake: 'Toyota',
          atcModel: 'Camry',
          atcMakeCode: 'TOYOTA',
          atcModelCode: 'CAMRY',
        });
        expect(trim.nationalMSRP).toBe(msrp.get(trim.trimCode));
        expect([trim.startingPrice, trim.avgPrice, trim.maxPrice]).toEqual(
          priced.get(`${year}/${trim.trimCode}`) ?? [null, null, null],
        );
        expect(Object.keys(trim.specs)).toHaveLength(9);
        expect(trim.vehicleId).toMatch(/^\d+$/);
      }
    }
    expect(prices.length).toBeGreaterThan(0);
  });

  test('without startYear and years: last year (UTC), one year; codes in any case', async () => {
    const { data, errors } = await execute({ makeCode: 'ford', modelCode: 'f150pickup' });
    expect(errors).toBeUndefined();
    expect(data!.modelInfo.map((y) => y.year)).toEqual([new Date().getUTCFullYear() - 1]);
    expect(data!.modelInfo[0].trims[0].atcModelCode).toBe('F150PICKUP');
  });

  test('a make and model with no data is an empty list', async () => {
    const { data, errors } = await execute({ makeCode: 'FORD', modelCode: 'NOPE' });
    expect(errors).toBeUndefined();
    expect(data!.modelInfo).toEqual([]);
  });

  test('the same arguments asked twice in one request make one call; other arguments another', async () => {
    const before = calls();
    const { errors } = await execute(
      {},
      undefined,
      `query {
        a: modelInfo(makeCode: "FORD", modelCode: "F150PICKUP", startYear: 2024) { year }
        b: modelInfo(makeCode: "FORD", modelCode: "F150PICKUP", startYear: 2024, years: 1) { ${TRIMS} }
        c: modelInfo(makeCode: "FORD", modelCode: "F150PICKUP", startYear: 2024, years: 2) { year }
      }`,
    );
    expect(errors).toBeUndefined();
    expect(calls()).toBe(before + 2);
  });
});

describe('arguments', () => {
  test.each([
    [{ makeCode: 'FORD MOTOR', modelCode: 'F150PICKUP' }, 'makeCode'],
    [{ makeCode: 'FORD', modelCode: '' }, 'modelCode'],
    [{ makeCode: 'FORD', modelCode: 'F150,CAMRY' }, 'modelCode'],
    [{ makeCode: 'FORD', modelCode: 'F150PICKUP', startYear: 1899 }, 'startYear'],
    [{ makeCode: 'FORD', modelCode: 'F150PICKUP', startYear: 2101 }, 'startYear'],
    [{ makeCode: 'FORD', modelCode: 'F150PICKUP', years: 0 }, 'years'],
    [{ makeCode: 'FORD', modelCode: 'F150PICKUP', years: 12 }, 'years'],
  ])('%p: BAD_USER_INPUT naming %s, and no call', async (variables, field) => {
    const before = calls();
    const { data, errors } = await execute(variables);
    expect(data).toBeNull();
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
  const ARGS = { makeCode: 'FORD', modelCode: 'F150PICKUP', startYear: 2024 };

  test('the call has the model info breaker: 5 s time-out, 5 min reset', () => {
    expect(LSC_ENDPOINTS.modelInfo).toEqual({ path: PATH, timeout: 5_000, resetTimeout: 300_000 });
  });

  test('a 200 that breaks the contract is an upstream failure: UPSTREAM_ERROR, retryable', async () => {
    await proxy.fault(PATH, 'wrongShape');
    const { data, errors } = await execute(ARGS, throughProxy());
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'Trim information is unavailable right now',
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
        expect(errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', retryable: true });
      }
      const reached = proxy.calls.get(PATH) ?? 0;
      const open = await execute(ARGS, upstreams);
      expect(open.errors?.[0]).toMatchObject({
        message: 'Trim information is unavailable right now',
        extensions: { code: 'UPSTREAM_UNAVAILABLE', retryable: true },
      });
      expect(proxy.calls.get(PATH) ?? 0).toBe(reached);

      await proxy.fault(PATH, 'pass');
      await jest.advanceTimersByTimeAsync(LSC_ENDPOINTS.modelInfo.resetTimeout);
      const probe = await execute(ARGS, upstreams);
      expect(probe.errors).toBeUndefined();
      expect(probe.data!.modelInfo.map((y) => y.year)).toEqual([2024]);
      expect(proxy.calls.get(PATH) ?? 0).toBe(reached + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a time-out is UPSTREAM_TIMEOUT, retryable', async () => {
    await proxy.fault(PATH, 'slow');
    const upstreams = { ...throughProxy(), lsc: createLscClient(proxy.url, { log, breakers: { timeout: 1_000 } }) };
    const { errors } = await execute(ARGS, upstreams);
    expect(errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', retryable: true });
  });
});
