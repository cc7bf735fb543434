import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_FEATURES, FEATURE_FLAGS, featureTable, type FeatureFlag } from '../../contracts/features';
import { parseFeatureOverrides } from '../../gateway/features/overrides';
import { readConfig } from '../../gateway/config';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, warmAdServer, type Stack } from '../support/stack';

/** Feature flags per brand (docs/rules/features.md): the module, its configuration, and each flag on and off. */

describe('the flag module', () => {
  test('every brand has every flag; the car maker has no house ads, no showcase and one make at a time', () => {
    for (const flags of Object.values(DEFAULT_FEATURES))
      expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(DEFAULT_FEATURES.halden).toMatchObject({ ads: false, showcase: false, singleMakeModelTrim: true });
    expect(DEFAULT_FEATURES.motormart).toMatchObject({ ads: true, showcase: true, singleMakeModelTrim: false });
  });

  test('overrides lay over the defaults in order, one brand at a time', () => {
    const table = featureTable(
      { halden: { compare: false, ads: true } },
      { halden: { ads: false }, fairvalue: { push: false } },
    );
    expect(table.halden).toEqual({ ...DEFAULT_FEATURES.halden, compare: false, ads: false });
    expect(table.fairvalue).toEqual({ ...DEFAULT_FEATURES.fairvalue, push: false });
    expect(table.motormart).toEqual(DEFAULT_FEATURES.motormart);
    expect(featureTable()).toEqual(DEFAULT_FEATURES);
  });

  test.each([
    ['{"halden":{"compre":false}}', /halden.*compre/],
    ['{"acme":{"ads":false}}', /acme/],
    ['{"halden":{"ads":"no"}}', /halden\.ads.*boolean/],
    ['[true]', /top level/],
    ['{halden:', /not JSON/],
  ])('a bad override %s is refused, naming what is wrong', (text, message) => {
    expect(() => parseFeatureOverrides(text, 'FEATURE_FLAGS')).toThrow(message);
  });
});

describe('configuration: FEATURE_FLAGS_FILE, then FEATURE_FLAGS, without a rebuild', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'features-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the defaults when neither is set', () => {
    expect(readConfig({}).features).toEqual(DEFAULT_FEATURES);
  });

  test('the file, and the environment over it', () => {
    const file = path.join(dir, 'flags.json');
    writeFileSync(file, JSON.stringify({ motormart: { compare: false, wallet: false } }));
    const { features } = readConfig({ FEATURE_FLAGS_FILE: file, FEATURE_FLAGS: '{"motormart":{"wallet":true}}' });
    expect(features.motormart).toEqual({ ...DEFAULT_FEATURES.motormart, compare: false });
  });

  test('a missing file or a typo stops the start, naming the variable', () => {
    expect(() => readConfig({ FEATURE_FLAGS_FILE: path.join(dir, 'none.json') })).toThrow(/FEATURE_FLAGS_FILE/);
    expect(() => readConfig({ FEATURE_FLAGS: '{"motormart":{"adz":false}}' })).toThrow(/FEATURE_FLAGS: motormart.*adz/);
  });
});

describe('each flag, on under one brand and off under another', () => {
  let stack: Stack;
  /** The same upstreams, with every flag of the used-car brand switched off. */
  let off: Gateway;
  const ALL_OFF = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as Record<FeatureFlag, boolean>;

  beforeAll(async () => {
    stack = await startStack(3_000);
    off = await createGateway({
      upstreams: createUpstreams(stack.upstreamUrl),
      imagesUrl: stack.upstreamUrl,
      features: featureTable({ motormart: ALL_OFF }),
    });
    await warmAdServer(stack.upstreamUrl);
  }, 120_000);
  afterAll(async () => {
    await off.app.close();
    await stack.close();
  });

  async function ask<T>(gateway: Gateway, query: string): Promise<T> {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query },
    });
    const body = response.json();
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  const FLAGS = FEATURE_FLAGS.join(' ');
  const upstreamCalls = (pattern: RegExp, work: () => Promise<unknown>) => async () => {
    const before = stack.urls.length;
    await work();
    return stack.urls.slice(before).filter((url) => pattern.test(url.split('?')[0])).length;
  };

  test('Query.features answers each brand as configured', async () => {
    const defaults = await ask<{ u: object; c: object }>(
      stack.gateway,
      `{ u: features(brand: USED_CAR) { ${FLAGS} } c: features(brand: CAR_MAKER) { ${FLAGS} } }`,
    );
    expect(defaults).toEqual({ u: DEFAULT_FEATURES.motormart, c: DEFAULT_FEATURES.halden });
    const configured = await ask<{ u: object; v: object }>(
      off,
      `{ u: features { ${FLAGS} } v: features(brand: VALUATION) { ${FLAGS} } }`,
    );
    expect(configured).toEqual({ u: ALL_OFF, v: DEFAULT_FEATURES.fairvalue });
  });

  test('ads: slots filled where on, Query.ads null where off', async () => {
    const query = '{ ads(input: { slots: [{ id: "a", kind: FLUID }], zip: "30303" }) { slotId } }';
    expect((await ask<{ ads: unknown[] }>(stack.gateway, query)).ads).toHaveLength(1);
    expect((await ask<{ ads: unknown }>(off, query)).ads).toBeNull();
  });

  test('spotlights: paid tiers asked for where on, not one spotlight call where off', async () => {
    const query = '{ searchListings(brand: USED_CAR, queryString: "zip=30301") { results { placement } } }';
    const spotlightCalls = (gateway: Gateway) => upstreamCalls(/spotlight/, () => ask(gateway, query))();
    expect(await spotlightCalls(stack.gateway)).toBeGreaterThan(0);
    expect(await spotlightCalls(off)).toBe(0);
    const { searchListings } = await ask<{ searchListings: { results: { placement: string }[] } }>(off, query);
    expect(searchListings.results.every((r) => r.placement === 'MAIN' || r.placement === 'NEW_CAR_BOOST')).toBe(true);
  });

  test('showcase: a sponsor where on, null and no ad server call where off', async () => {
    const query = '{ searchListings(brand: USED_CAR, queryString: "zip=30303") { alphaShowcase { campaignId } } }';
    type Answer = { searchListings: { alphaShowcase: unknown } };
    expect((await ask<Answer>(stack.gateway, query)).searchListings.alphaShowcase).not.toBeNull();
    const calls = await upstreamCalls(/ads-api\/showcase/, async () => {
      expect((await ask<Answer>(off, query)).searchListings.alphaShowcase).toBeNull();
    })();
    expect(calls).toBe(0);
  });

  test('consumer ratings and the certified program: fetched where on, null without a call where off', async () => {
    const [v] = await stack.testDb.db.query<{ makeCode: string; modelCode: string; year: number }>(
      `SELECT l.make_code AS "makeCode", l.model_code AS "modelCode", l.year
         FROM listings l JOIN reference_vehicles v ON v.model_code = l.model_code AND v.year = l.year
         JOIN consumer_ratings r ON r.vehicle_id = v.vehicle_id
        WHERE l.listing_type = 'USED' AND r.number_of_reviews > 0
        GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
    );
    const ratings = `{ searchListings(brand: USED_CAR, queryString: "makeCode=${v.makeCode}&modelCode=${v.modelCode}&startYear=${v.year}&endYear=${v.year}") { researchContent { consumerRatings { year } } } }`;
    const certified = `{ searchListings(brand: USED_CAR, queryString: "listingType=CERTIFIED") { researchContent { certifiedProgram { name } } } }`;
    type Answer = { searchListings: { researchContent: { consumerRatings?: unknown; certifiedProgram?: unknown } } };
    expect((await ask<Answer>(stack.gateway, ratings)).searchListings.researchContent.consumerRatings).not.toBeNull();
    expect(
      (await ask<Answer>(stack.gateway, certified)).searchListings.researchContent.certifiedProgram,
    ).not.toBeNull();
    const calls = await upstreamCalls(/kbbresearch|certifiedcontent/, async () => {
      expect((await ask<Answer>(off, ratings)).searchListings.researchContent.consumerRatings).toBeNull();
      expect((await ask<Answer>(off, certified)).searchListings.researchContent.certifiedProgram).toBeNull();
    })();
    expect(calls).toBe(0);
  });

  test('the page: compare, the wallet and Save Search render where on, not where off; it carries its flags', async () => {
    const page = async (gateway: Gateway) => {
      const response = await gateway.app.inject({ method: 'GET', url: '/cars-for-sale?makeCode=FORD&zip=30301' });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const state = (html: string) =>
      JSON.parse(/<script type="application\/json" id="srp-state"[^>]*>(.*?)<\/script>/.exec(html)![1]).page.features;
    const on = await page(stack.gateway);
    const without = await page(off);
    // Rendered elements, not class names (the page's inline styles name every class).
    for (const part of [
      'data-compare-id=',
      'class="wallet-icon-button"',
      'class="hero__save-search"',
      'data-testid="wallet-card"',
    ]) {
      expect(on).toContain(part);
      expect(without).not.toContain(part);
    }
    expect(state(on)).toEqual(DEFAULT_FEATURES.motormart);
    expect(state(without)).toEqual(ALL_OFF);
  });
});
