import {
  BRAND_COOKIE,
  brandNamed,
  brandOf,
  DEFAULT_BRAND_HOSTS,
  withoutBrandParam,
} from '../../gateway/brands/resolve';
import { readConfig } from '../../gateway/config';
import { DEFAULT_FEATURES } from '../../contracts/features';
import { BRAND_THEMES } from '../../web/src/brand/theme';
import { startStack, type Stack } from '../support/stack';

/** Which brand a request is for, and what each brand's pages say of it (docs/rules/brands.md). */

describe('which brand', () => {
  const request = (hostname: string, query: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({
    hostname,
    query,
    cookies,
  });

  test('the host name, from the defaults and the configuration; the used-car brand otherwise', () => {
    expect(brandOf(request('valuation.localhost'), DEFAULT_BRAND_HOSTS)).toBe('fairvalue');
    expect(brandOf(request('CarMaker.localhost'), DEFAULT_BRAND_HOSTS)).toBe('halden');
    expect(brandOf(request('usedcar.localhost'), DEFAULT_BRAND_HOSTS)).toBe('motormart');
    expect(brandOf(request('127.0.0.1'), DEFAULT_BRAND_HOSTS)).toBe('motormart');
    const hosts = readConfig({ BRAND_HOSTS: '{"www.fairvalue.example":"VALUATION"}' }).brandHosts;
    expect(brandOf(request('www.fairvalue.example'), hosts)).toBe('fairvalue');
    expect(brandOf(request('carmaker.localhost'), hosts)).toBe('halden');
  });

  test('?brand= wins, in any spelling, then the cookie it left', () => {
    for (const spelling of ['halden', 'carmaker', 'CAR_MAKER']) expect(brandNamed(spelling)).toBe('halden');
    expect(brandNamed('acme')).toBeUndefined();
    expect(brandOf(request('valuation.localhost', { brand: 'usedcar' }), DEFAULT_BRAND_HOSTS)).toBe('motormart');
    expect(brandOf(request('localhost', {}, { [BRAND_COOKIE]: 'halden' }), DEFAULT_BRAND_HOSTS)).toBe('halden');
    expect(brandOf(request('localhost', { brand: 'acme' }), DEFAULT_BRAND_HOSTS)).toBe('motormart');
  });

  test('BRAND_HOSTS naming no brand stops the start', () => {
    expect(() => readConfig({ BRAND_HOSTS: '{"a.example":"acme"}' })).toThrow(/BRAND_HOSTS: a\.example.*acme/);
    expect(() => readConfig({ BRAND_HOSTS: 'nope' })).toThrow(/BRAND_HOSTS: not JSON/);
  });

  test('the brand parameter leaves a URL, every other pair as written', () => {
    expect(withoutBrandParam('/cars-for-sale?brand=carmaker&zip=30301&makeCode=FORD')).toBe(
      '/cars-for-sale?zip=30301&makeCode=FORD',
    );
    expect(withoutBrandParam('/cars-for-sale?brand=carmaker')).toBe('/cars-for-sale');
  });
});

describe('each brand served', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(3_000);
  }, 120_000);
  afterAll(() => stack.close());

  const page = (url: string, headers: Record<string, string>) =>
    stack.gateway.app.inject({ method: 'GET', url, headers });
  const pageData = (html: string) =>
    JSON.parse(/<script type="application\/json" id="srp-state"[^>]*>(.*?)<\/script>/.exec(html)![1]).page;

  test.each([
    ['usedcar.localhost', 'motormart', 'MotorMart'],
    ['valuation.localhost', 'fairvalue', 'FairValue Guide'],
    ['carmaker.localhost', 'halden', 'Halden Motors Certified'],
  ] as const)('%s: its name in the title and as publisher, its colours, its flags', async (host, code, name) => {
    const response = await page('/cars-for-sale?makeCode=FORD&zip=30301', { host });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(/<title>(.*?)<\/title>/.exec(html)![1]).toMatch(new RegExp(` \\| ${name}$`));
    expect(html).toContain(`data-brand="${code}"`);
    expect(html).toContain(`--brand:${BRAND_THEMES[code].brand}`);
    expect(html).toContain(`"publisher":{"@type":"Organization","name":"${name}"}`);
    expect(pageData(html)).toMatchObject({ brand: code, features: DEFAULT_FEATURES[code] });
  });

  test("the car maker's rules: every condition searched, its home crumb to the results page", async () => {
    const query =
      '{ searchListings(queryString: "zip=30301") { request { brand parameters { name values } } breadcrumbs { kind href } } }';
    const ask = async (host: string) =>
      (
        await stack.gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { host, 'content-type': 'application/json' },
          payload: { query },
        })
      ).json().data.searchListings;
    const maker = await ask('carmaker.localhost');
    expect(maker.request.brand).toBe('CAR_MAKER');
    expect(maker.request.parameters.find((p: { name: string }) => p.name === 'listingType')).toBeUndefined();
    expect(maker.breadcrumbs[0].href).toBe('/cars-for-sale');
    const used = await ask('usedcar.localhost');
    expect(used.request.brand).toBe('USED_CAR');
    expect(used.request.parameters).toContainEqual({ name: 'listingType', values: ['USED'] });
    expect(used.breadcrumbs[0].href).toBe('/');
  });

  test('?brand= (development): remembered in a session cookie, the URL without it', async () => {
    const asked = await page('/cars-for-sale?brand=valuation&zip=30301', { host: 'localhost' });
    expect(asked.statusCode).toBe(302);
    expect(asked.headers.location).toBe('/cars-for-sale?zip=30301');
    const cookie = String(asked.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${BRAND_COOKIE}=fairvalue;`));
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const next = await page('/cars-for-sale?zip=30301', { host: 'localhost', cookie: `${BRAND_COOKIE}=fairvalue` });
    expect(pageData(next.body).brand).toBe('fairvalue');
    const graphql = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', cookie: `${BRAND_COOKIE}=fairvalue`, 'content-type': 'application/json' },
      payload: { query: '{ searchListings(queryString: "") { request { brand } } }' },
    });
    expect(graphql.json().data.searchListings.request.brand).toBe('VALUATION');
  });

  test('the status-code page is in the brand too', async () => {
    const response = await page('/cars-for-sale?dma=NOWHERE', { host: 'carmaker.localhost' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<title>Error 400 | Halden Motors Certified</title>');
    const missing = await page('/cars-for-sale/no-such-page', { host: 'valuation.localhost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-brand="fairvalue"');
    // Any path nothing serves: a browser gets the page in the brand's chrome, other clients JSON.
    const nowhere = await page('/nope', { host: 'carmaker.localhost', accept: 'text/html,application/xhtml+xml' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toContain('<title>Error 404 | Halden Motors Certified</title>');
    const api = await page('/nope', { host: 'carmaker.localhost', accept: 'application/json' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
