import { z } from 'zod';
import * as lsc from '../../contracts/lsc/index';
import * as research from '../../contracts/research/index';
import { compileContractCheck } from '../../gateway/upstreams/contract-check';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/*
 * The gateway checks upstream answers with checks compiled from the contracts, and falls back to
 * zod only for answers the check refuses. So the check must accept exactly what zod accepts. Here
 * both judge the reference upstream's real answers (which must keep their contract) and thousands of
 * variants of them, each with one member removed or given another kind of value.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Every position in a JSON value, parents before children. */
function positions(value: Json, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => positions(item, [...path, i], into));
  else if (value !== null && typeof value === 'object')
    for (const [key, member] of Object.entries(value)) positions(member, [...path, key], into);
  return into;
}

const REPLACEMENTS: Json[] = [null, 'text', 7, 2.5, true, [], {}, [{}], ['text']];

/** The value with one position changed: removed (a member or an element), or replaced. */
function variants(value: Json, path: Path): Json[] {
  const out: Json[] = [];
  const at = (root: Json) => path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key], root);
  for (const replacement of [undefined, ...REPLACEMENTS]) {
    const copy = structuredClone(value);
    if (path.length === 0) {
      if (replacement !== undefined) out.push(replacement);
      continue;
    }
    const parent = at(copy) as Record<string | number, Json> | Json[];
    const key = path[path.length - 1];
    if (replacement === undefined) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else (parent as Record<string | number, Json>)[key] = replacement;
    out.push(copy);
  }
  return out;
}

let fixture: UpstreamFixture;
let base: string;
beforeAll(async () => {
  fixture = await startUpstream();
  base = await listenOnLoopback(fixture.upstream.app);
});
afterAll(() => fixture.close());

async function answer(url: string): Promise<Json> {
  const response = await fetch(`${base}${url}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

/** Real answers of the reference upstream, one or more per contract the gateway reads. */
async function samples(): Promise<Array<[string, z.ZodType, Json]>> {
  const search = (await answer('/rest/lsc/listing?zip=30301&searchRadius=100&numRecords=6')) as {
    listings: Array<{ year: number; makeCode: string; modelCode: string; vin: string; ownerId: number }>;
  };
  const [first, second] = search.listings;
  const model = `makeCode=${first.makeCode}&modelCode=${first.modelCode}`;
  const vehicles = (await answer(
    `/cars-for-sale/kbbresearch/reference/vehicles?yearId=${first.year}&atcMakeCode=${first.makeCode}&atcModelCode=${first.modelCode}`,
  )) as { items: Array<{ vehicleId: number }> };
  const spotlights = 'zip=30301&searchRadius=100&listingType=USED&numSpotlights=6&listingTier=featured&spotlightPage=1';
  return [
    ['search', lsc.LscSearchResponse, search as unknown as Json],
    ['spotlights', lsc.LscListingsResponse, await answer(`/rest/lsc/listing/spotlight/results?${spotlights}`)],
    ['new car boost', lsc.LscListingsResponse, await answer('/rest/lsc/newcarboost/listing?zip=30301&numRecords=2')],
    [
      'owners',
      lsc.LscOwnersResponse,
      await answer(`/rest/lsc/owner?ownerId=${first.ownerId}&ownerId=${second.ownerId}`),
    ],
    ['count', lsc.LscCountResponse, await answer('/rest/lsc/listing/count?dealType=greatprice')],
    ['model years', lsc.LscCrawlResponse, await answer(`/rest/lsc/crawl/modelyears?${model}`)],
    ['trims', lsc.LscCrawlResponse, await answer(`/rest/lsc/crawl/trims?${model}`)],
    ['mileage', lsc.LscMileageStatsResponse, await answer(`/rest/lsc/crawl/stats/mileage?${model}&allCars=true`)],
    ['packages', lsc.LscPackagesResponse, await answer(`/cars-for-sale/searchoptions/packages?${model}`)],
    ['safety', lsc.LscSafetyResponse, await answer(`/rest/lsc/research/safety?${model}&year=${first.year}`)],
    [
      'view counts',
      lsc.LscViewCountsResponse,
      await answer(`/cars-for-sale/svc/listing-view-count?vin=${first.vin}&vin=${second.vin}&dateRange=7`),
    ],
    ['view count', lsc.LscViewCountsResponse, await answer(`/cars-for-sale/svc/listing-view-count?vin=${first.vin}`)],
    ['keywords', lsc.LscKeywordsResponse, await answer('/rest/lsc/marketplace/suggested/keywords/ford')],
    ['zip validate', lsc.LscZipValidateResponse, await answer('/rest/lsc/zip/validate?zip=30301')],
    ['zip city', lsc.LscZipCityResponse, await answer('/rest/lsc/zip/city?zip=30301')],
    ['reference vehicles', research.ReferenceVehiclesResponse, vehicles as unknown as Json],
    [
      'consumer ratings',
      research.ConsumerRatingsResponse,
      await answer(`/cars-for-sale/kbbresearch/consumer-ratings/${vehicles.items[0].vehicleId}`),
    ],
    [
      'expert reviews',
      research.ExpertReviewsResponse,
      await answer(`/content/wp-json/wp/v2/posts?ymmt=${first.makeCode}/${first.modelCode}&_embed=1`),
    ],
    [
      'certified content',
      research.CertifiedContent,
      await answer('/content/static/json/atc/cpo/certifiedcontent.json'),
    ],
  ];
}

describe('the compiled contract check', () => {
  test('accepts and refuses exactly what zod does, on the real answers and variants of them', async () => {
    let compared = 0;
    for (const [name, schema, sample] of await samples()) {
      const check = compileContractCheck(schema);
      // The reference upstream keeps its contract.
      expect([name, schema.safeParse(sample).error?.issues[0]]).toEqual([name, undefined]);
      expect([name, check(sample)]).toEqual([name, true]);
      const all = positions(sample);
      // At most 80 positions per answer, spread over the whole of it.
      const step = Math.max(1, Math.floor(all.length / 80));
      for (let i = 0; i < all.length; i += step) {
        for (const variant of variants(sample, all[i])) {
          const agreed = check(variant) === schema.safeParse(variant).success;
          if (!agreed) throw new Error(`${name}: the check and zod disagree at ${all[i].join('.') || '(root)'}`);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });

  test('kinds beyond plain JSON stop the start, naming the kind', () => {
    expect(() => compileContractCheck(z.object({ at: z.date() }))).toThrow(/a date is not a JSON wire format/);
    expect(() => compileContractCheck(z.string().email())).toThrow(/string with checks/);
    expect(() => compileContractCheck(z.strictObject({ id: z.number() }))).toThrow(/object with a catchall/);
    expect(() => compileContractCheck(z.string().transform(Number))).toThrow(/pipe/);
    expect(() => compileContractCheck(z.record(z.enum(['a']), z.number()))).toThrow(/record whose keys/);
  });

  test('an integer is checked as zod checks it (the account service counts); other number checks stop the start', () => {
    const schema = z.object({ count: z.number().int() });
    const check = compileContractCheck(schema);
    for (const count of [0, 2, -1, 2.5, 2 ** 60, '2', null, Number.NaN]) {
      expect(check({ count })).toBe(schema.safeParse({ count }).success);
    }
    expect(() => compileContractCheck(z.number().min(1))).toThrow(/number with checks/);
  });

  test('members the contract does not name are left alone; a missing optional one is fine, a null one is not', () => {
    const check = compileContractCheck(z.object({ id: z.number(), note: z.string().optional() }));
    expect(check({ id: 1, extra: 'kept' })).toBe(true);
    expect(check({ id: 1, note: null })).toBe(false);
    expect(check({ note: 'x' })).toBe(false);
  });
});
