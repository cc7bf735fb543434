import { createContext } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { createLscClient } from '../../gateway/upstreams/lsc/client';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';

/**
 * SearchResults.packageNames when the packages call fails (docs/rules/upstreams.md#a-packages-time-out):
 * a time-out is an error of the field, 'Request timed out', while the rest of the results stand;
 * any other failure is an empty list.
 */

const PATH = LSC_ENDPOINTS.packages.path;
/** The packages call gives up soon; every other call through the proxy never races a time-out. */
const SLOW_TIMEOUT_MS = 1_000;
const HEALTHY_TIMEOUT_MS = 60_000;

const SRP = `query {
  searchListings(brand: USED_CAR, queryString: "makeCode=FORD&modelCode=F150PICKUP") {
    totalResultCount
    results { listing { id } }
    packageNames
  }
}`;

let stack: Stack;
let proxy: FaultProxy;
beforeAll(async () => {
  stack = await startStack();
  proxy = await startFaultProxy(stack.upstreamUrl);
  // The packages call gives up after SLOW_TIMEOUT_MS: its first, cold answer (through the proxy)
  // can take longer on a busy host. One warm-up call, so the 'answered' case measures the answer.
  await execute();
}, 120_000);
afterAll(async () => {
  await proxy.close();
  await stack.close();
});
afterEach(async () => {
  await proxy.fault('', 'pass');
  warned.length = 0;
});

/** What the request logged (kept out of the test output). */
const warned: Array<{ details: object; message: string }> = [];
const log = { warn: (details: object, message: string) => void warned.push({ details, message }) };

interface Answer {
  searchListings: {
    totalResultCount: number;
    results: Array<{ listing: { id: string } }>;
    packageNames: string[] | null;
  };
}

async function execute() {
  const healthy = createLscClient(proxy.url, { breakers: { timeout: HEALTHY_TIMEOUT_MS } });
  const timingOut = createLscClient(proxy.url, { breakers: { timeout: SLOW_TIMEOUT_MS } });
  const upstreams = { ...createUpstreams(stack.upstreamUrl), lsc: { ...healthy, packages: timingOut.packages } };
  const response = await stack.gateway.apollo.executeOperation(
    { query: SRP },
    { contextValue: createContext(upstreams, log) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors } = response.body.singleResult;
  return { data: data as Answer | null | undefined, errors };
}

test('answered: the option packages of the model', async () => {
  const { data, errors } = await execute();
  expect(errors).toBeUndefined();
  expect(Array.isArray(data!.searchListings.packageNames)).toBe(true);
});

test('a time-out: the field is null with UPSTREAM_TIMEOUT, "Request timed out", retryable; the results stand', async () => {
  await proxy.fault(PATH, 'slow');
  const { data, errors } = await execute();
  expect(errors).toHaveLength(1);
  expect(errors![0]).toMatchObject({
    message: 'Request timed out',
    path: ['searchListings', 'packageNames'],
    extensions: { code: 'UPSTREAM_TIMEOUT', retryable: true },
  });
  expect(data!.searchListings.packageNames).toBeNull();
  expect(data!.searchListings.totalResultCount).toBeGreaterThan(0);
  expect(data!.searchListings.results.length).toBeGreaterThan(0);
  expect(warned).toContainEqual({
    details: { group: 'packages', code: 'UPSTREAM_TIMEOUT' },
    message: 'packages timed out; answered as an error',
  });
});

test.each(['error500', 'malformed'] as const)('%s: an empty list, no error, the results stand', async (mode) => {
  await proxy.fault(PATH, mode);
  const { data, errors } = await execute();
  expect(errors).toBeUndefined();
  expect(data!.searchListings.packageNames).toEqual([]);
  expect(data!.searchListings.results.length).toBeGreaterThan(0);
  expect(warned).toContainEqual({
    details: { group: 'packages', code: 'UPSTREAM_ERROR' },
    message: 'optional search group failed; shown empty',
  });
});
