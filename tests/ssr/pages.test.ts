import { createServer } from 'node:net';
import { jsonForScript } from '../../gateway/ssr/html';
import { createGateway, type Gateway } from '../../gateway/server';
import { createMetricsServer } from '../../gateway/observability/metrics-server';
import { startStack, type Stack } from '../support/stack';
import { createUpstreams } from '../../gateway/upstreams/index';
import { BATCH_SIZE } from '../../contracts/search';
import { MAX_RESTORED_BATCHES } from '../../web/src/search/constants';
import { monthlyPaymentFor, PAYMENT_DEFAULTS } from '../../contracts/payments';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ERROR_TEXT = 'We are sorry. There was an issue with your last search.';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.gateway.app.inject({ method: 'GET', url, headers });

/** The Apollo cache embedded in a page (its JSON data block). */
const embeddedState = (html: string) => {
  const match = /<script type="application\/json" id="srp-state"[^>]*>(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { apollo: Record<string, unknown> }).apollo : undefined;
};

describe('canonical 301', () => {
  test.each([
    ['/cars-for-sale?zip=30301&makeCode=FORD', '/cars-for-sale?makeCode=FORD&zip=30301'],
    ['/cars-for-sale?makeCode=FORD&makeCode=FORD', '/cars-for-sale?makeCode=FORD'],
    ['/cars-for-sale?makeCode=TOYOTA&makeCode=FORD', '/cars-for-sale?makeCode=FORD&makeCode=TOYOTA'],
    ['/cars-for-sale?makeCode=FORD&mmt=%5BFORD%5B%5D%5B%5D%5D', '/cars-for-sale?makeCode=FORD'],
    ['/cars-for-sale?mmt=x', '/cars-for-sale'],
    ['/cars-for-sale?makeCode=FORD,TOYOTA', '/cars-for-sale?makeCode=FORD&makeCode=TOYOTA'],
    ['/cars-for-sale/?zip=30301', '/cars-for-sale?zip=30301'],
  ])('%s → %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test('a canonical query string is rendered, not redirected', async () => {
    const response = await get('/cars-for-sale?makeCode=FORD&zip=30301');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the first HTML holds the page', () => {
  test('results, count, filters and breadcrumbs are rendered with the Apollo cache embedded', async () => {
    const response = await get('/cars-for-sale?makeCode=FORD');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const count = /<h2 class="srp__count"[^>]*>([\d,]+) Matches<\/h2>/.exec(html);
    expect(count).not.toBeNull();
    expect(Number(count![1].replace(/,/g, ''))).toBeGreaterThan(0);
    expect(html.match(/data-testid="listing-card"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb/i);
    expect(html).toContain('id="srp-filters"');
    const state = embeddedState(html);
    expect(state).toBeDefined();
    expect(JSON.stringify(state!.ROOT_QUERY)).toContain('searchListings');
  });

  describe('a page number in the URL (page = floor(loaded / 30) + 1) restores the batches loaded', () => {
    const mainCards = (html: string) =>
      [...html.matchAll(/data-placement="MAIN"[^>]*>[\s\S]*?href="\/cars-for-sale\/vehicle\/([^"?]+)/g)].map(
        (m) => m[1],
      );
    const cachedListings = (html: string) => {
      const root = embeddedState(html)!.ROOT_QUERY as Record<string, { listings?: unknown[] }>;
      const [field] = Object.keys(root).filter((key) => key.startsWith('searchListings:'));
      return root[field].listings?.length;
    };

    test('page 3 shows the first two batches, the same 30 first as without a page, then the next 30', async () => {
      const [first, third] = await Promise.all([
        get('/cars-for-sale?zip=30301'),
        get('/cars-for-sale?page=3&zip=30301'),
      ]);
      expect(third.statusCode).toBe(200);
      const [firstCards, thirdCards] = [mainCards(first.body), mainCards(third.body)];
      expect(firstCards).toHaveLength(30);
      expect(thirdCards).toHaveLength(60);
      expect(thirdCards.slice(0, 30)).toEqual(firstCards);
      expect(new Set(thirdCards).size).toBe(60);
      // The client hydrates from the same 60: they are in the embedded cache.
      expect(cachedListings(third.body)).toBe(60);
    });

    test.each([['page=2'], ['page=1'], ['page=abc'], ['page=-4'], ['page=2.5']])(
      '%s is the first batch',
      async (page) => {
        const response = await get(`/cars-for-sale?${page}&zip=30301`);
        expect(response.statusCode).toBe(200);
        expect(mainCards(response.body)).toHaveLength(30);
      },
    );

    test('a page past the end of the results shows every result once; a page past the limit, the most batches restored', async () => {
      const short = await get('/cars-for-sale?makeCode=FORD&page=50');
      const total = Number(/([\d,]+) Matches/.exec(short.body)![1].replace(/,/g, ''));
      expect(total).toBeGreaterThan(30);
      expect(total).toBeLessThan(300);
      expect(new Set(mainCards(short.body)).size).toBe(total);
      const long = await get('/cars-for-sale?page=50');
      expect(mainCards(long.body)).toHaveLength(MAX_RESTORED_BATCHES * BATCH_SIZE);
    });
  });

  describe('upstream calls (the call budget of one page)', () => {
    /** The upstream requests one page makes, by path; a warm-up request first, so start-up lookups do not count. */
    const callsFor = async (url: string) => {
      await get(url);
      stack.urls.length = 0;
      expect((await get(url)).statusCode).toBe(200);
      // The alpha showcase's searches of its dealer's listings (docs/rules/showcase.md) are counted apart.
      const showcase = stack.urls.filter((call) => /[?&]showcaseOwnerId=/.test(call));
      const byPath = new Map<string, number>();
      for (const call of stack.urls.filter((c) => !showcase.includes(c)))
        byPath.set(call.split('?')[0], (byPath.get(call.split('?')[0]) ?? 0) + 1);
      return { byPath, urls: [...stack.urls], showcase };
    };

    test('the page and its head share one call per upstream endpoint', async () => {
      const { byPath, urls, showcase } = await callsFor('/cars-for-sale?makeCode=FORD&zip=30301');
      expect(new Set(urls).size).toBe(urls.length);
      // The featured and (when a slot is left) standard spotlights are one endpoint asked for two tiers.
      for (const [path, count] of byPath)
        expect([path, count]).toEqual([path, path === '/rest/lsc/listing/spotlight/results' ? count : 1]);
      expect(byPath.get('/rest/lsc/listing/spotlight/results')).toBeLessThanOrEqual(2);
      // The showcase: its sponsor, then its dealer's matching listings, else 2 of its listings.
      expect(byPath.get('/ads-api/showcase')).toBe(1);
      expect(showcase.length).toBeGreaterThanOrEqual(1);
      expect(showcase.length).toBeLessThanOrEqual(2);
      // The search, the location crumb and the head's crawl links were all asked for.
      expect(byPath.get('/rest/lsc/listing')).toBe(1);
      expect(byPath.get('/rest/lsc/zip/city')).toBe(1);
      expect(byPath.get('/rest/lsc/crawl/modelyears')).toBe(1);
    });

    test('a page number adds one search per further batch, and no call is made twice', async () => {
      const { byPath, urls } = await callsFor('/cars-for-sale?page=3&zip=30301');
      expect(new Set(urls).size).toBe(urls.length);
      expect(byPath.get('/rest/lsc/listing')).toBe(2);
      expect(byPath.get('/rest/lsc/zip/city')).toBe(1);
      expect(byPath.get('/rest/lsc/crawl/trims')).toBe(1);
    });

    test("the page's operations run through the gateway's pipeline, timed like /graphql's", async () => {
      await get('/cars-for-sale?makeCode=TOYOTA');
      const metrics = (await createMetricsServer().inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(
        /gateway_graphql_operation_duration_seconds_count\{operation="SearchResultsServerPage",outcome="success"\} [1-9]/,
      );
    });
  });

  test('state is escaped for the script it sits in', () => {
    const text = jsonForScript({ value: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ value: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('SEO head', () => {
  test("the head asks for the first card's photo at high priority; the structured data waits at the end of the body", async () => {
    const html = (await get('/cars-for-sale?makeCode=FORD&zip=30301')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const firstPhoto = /<img class="listing-card__image" src="([^"]+)"[^>]*fetchpriority="high"/i.exec(html)?.[1];
    expect(firstPhoto).toMatch(/^\/images\//);
    expect(head).toContain(`<link rel="preload" as="image" href="${firstPhoto}" fetchpriority="high" />`);
    expect(head).not.toContain('application/ld+json');
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  test('title, description, canonical link, JSON-LD breadcrumbs and vehicles, crawl links', async () => {
    const response = await get('/cars-for-sale?makeCode=FORD&zip=30301', { host: 'cars.example' });
    const html = response.body;
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
    expect(title).toBe('Used Ford for Sale near Atlanta, GA | MotorMart');
    expect(html).toMatch(/<meta name="description" content="Used Ford for Sale near Atlanta, GA: [\d,]+ match(es)?\./);
    expect(html).not.toContain('noindex');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&');
    expect(canonical).toMatch(/^http:\/\/cars\.example\/cars-for-sale\?/);
    expect(new URL(canonical!).searchParams.get('makeCode')).toBe('FORD');

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const trail = jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'Home',
      'Cars for Sale',
      'Atlanta, GA',
      'Used Cars for Sale',
      'Ford',
    ]);
    expect(trail.itemListElement.map((c: { position: number }) => c.position)).toEqual([1, 2, 3, 4, 5]);
    const list = jsonLd.find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement.length).toBeGreaterThan(0);
    for (const { item } of list.itemListElement) {
      expect(item['@type']).toBe('Car');
      expect(item.url).toMatch(/^http:\/\/cars\.example\/cars-for-sale\/vehicle\/\d+$/);
      expect(item.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      });
      expect(typeof item.offers.price).toBe('number');
      expect(item.offers.seller.name).toEqual(expect.any(String));
    }
    const fordCars = list.itemListElement.filter(
      ({ item }: { item: { brand: { name: string } } }) => item.brand.name === 'Ford',
    );
    expect(fordCars.length).toBeGreaterThan(0);

    // Crawl links are plain anchors to canonical SRP URLs.
    const crawl = /<nav class="crawl-links"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    const hrefs = [...crawl.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/cars-for-sale\?/);
      expect((await get(href)).statusCode).toBe(200);
    }
  });

  test('with a public origin set, canonical links and JSON-LD name it whatever host the request named', async () => {
    const site = await createGateway({
      upstreams: createUpstreams(stack.upstreamUrl),
      imagesUrl: stack.upstreamUrl,
      publicOrigin: 'https://www.cars.example',
    });
    try {
      for (const host of ['cars.example', '127.0.0.1:4000', 'evil.example']) {
        const srp = await site.app.inject({
          method: 'GET',
          url: '/cars-for-sale?makeCode=FORD&zip=30301',
          headers: { host },
        });
        expect(srp.statusCode).toBe(200);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(srp.body)?.[1].replace(/&amp;/g, '&');
        expect(canonical).toMatch(/^https:\/\/www\.cars\.example\/cars-for-sale\?/);
        expect(new URL(canonical!).searchParams.get('makeCode')).toBe('FORD');
        const jsonLd = [...srp.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
          JSON.parse(m[1]),
        );
        const urls = JSON.stringify(jsonLd).match(/https?:\/\/[^"/]+/g) ?? [];
        expect(urls.length).toBeGreaterThan(0);
        expect(new Set(urls.filter((url) => !url.startsWith('https://schema.org')))).toEqual(
          new Set(['https://www.cars.example']),
        );
        expect(srp.body).not.toContain(`//${host}`);

        const id = /\/cars-for-sale\/vehicle\/(\d+)/.exec(srp.body)![1];
        const vehicle = await site.app.inject({
          method: 'GET',
          url: `/cars-for-sale/vehicle/${id}`,
          headers: { host },
        });
        expect(/<link rel="canonical" href="([^"]+)"/.exec(vehicle.body)?.[1]).toBe(
          `https://www.cars.example/cars-for-sale/vehicle/${id}`,
        );
      }
    } finally {
      await site.app.close();
    }
  });

  test('robots.txt allows the SRP and keeps crawlers off the API', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/cars-for-sale$/m);
    expect(response.body).toMatch(/^Disallow: \/graphql$/m);
  });
});

describe('expired listing', () => {
  test('the vehicle page of a listing no longer for sale redirects home with the cookie; the SRP shows the banner once', async () => {
    const vdp = await get('/cars-for-sale/vehicle/999999999999');
    expect(vdp.statusCode).toBe(302);
    expect(vdp.headers.location).toBe('/');
    const cookie = vdp.cookies.find((c) => c.name === 'redirect-expired');
    expect(cookie).toMatchObject({ value: 'vehicle', path: '/', httpOnly: true });

    const home = await get('/', { cookie: `redirect-expired=${cookie!.value}` });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/cars-for-sale');

    const srp = await get('/cars-for-sale', { cookie: `redirect-expired=${cookie!.value}` });
    expect(srp.statusCode).toBe(200);
    expect(srp.body).toContain('We&#x27;re sorry, the vehicle you were looking for is no longer available.');
    expect(srp.body).toContain('Here are vehicles you may be interested in.');
    // Cleared, so the next page has no banner; the client hydrates with the same banner state.
    expect(srp.cookies.find((c) => c.name === 'redirect-expired')?.value).toBe('');
    expect(srp.body).toContain('"expiredVehicle":"vehicle"');
    expect((await get('/cars-for-sale')).body).not.toContain('no longer available');
  });

  test('a listing taken off sale is named by its make and model in the cookie and the banner', async () => {
    const [car] = await stack.testDb.db.query<{ id: string; make: string; model: string }>(
      `DELETE FROM listings l USING makes mk, models md
        WHERE l.id = (SELECT id FROM listings ORDER BY id DESC LIMIT 1) AND mk.code = l.make_code AND md.code = l.model_code
        RETURNING l.id::text AS id, mk.name AS make, md.name AS model`,
    );
    // The listing search follows the database's changes within a poll or two.
    let vdp = await get(`/cars-for-sale/vehicle/${car.id}`);
    for (let tries = 0; vdp.statusCode === 200 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      vdp = await get(`/cars-for-sale/vehicle/${car.id}`);
    }
    expect(vdp.statusCode).toBe(302);
    const cookie = vdp.cookies.find((c) => c.name === 'redirect-expired');
    expect(decodeURIComponent(cookie!.value)).toBe(`${car.make} ${car.model}`);
    const srp = await get('/cars-for-sale', { cookie: `redirect-expired=${cookie!.value}` });
    expect(srp.body).toContain(
      `We&#x27;re sorry, the ${car.make} ${car.model} you were looking for is no longer available.`,
    );
  });

  test('the vehicle page of a listing for sale is rendered', async () => {
    const state = embeddedState((await get('/cars-for-sale?makeCode=FORD')).body)!;
    const id = Object.keys(state)
      .find((key) => key.startsWith('Listing:'))!
      .slice('Listing:'.length);
    const response = await get(`/cars-for-sale/vehicle/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1>Used \d{4} /);
  });
});

describe('render passes', () => {
  /** The histogram's count and sum of passes for one page label. */
  async function passes(page: string) {
    const metrics = (await createMetricsServer().inject({ method: 'GET', url: '/metrics' })).body;
    const figure = (name: string) =>
      Number(new RegExp(`gateway_ssr_render_passes_${name}\\{page="${page}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
    return { renders: figure('count'), passes: figure('sum') };
  }

  test('the results and vehicle pages render once: their data is in the cache before the tree renders', async () => {
    const [searchBefore, vehicleBefore] = [await passes('search'), await passes('vehicle')];
    const results = await get('/cars-for-sale?makeCode=TOYOTA&zip=30301');
    expect(results.statusCode).toBe(200);
    const id = Object.keys(embeddedState(results.body)!)
      .find((key) => key.startsWith('Listing:'))!
      .slice('Listing:'.length);
    expect((await get(`/cars-for-sale/vehicle/${id}`)).statusCode).toBe(200);
    const [search, vehicle] = [await passes('search'), await passes('vehicle')];
    expect(search.renders - searchBefore.renders).toBe(1);
    expect(search.passes - searchBefore.passes).toBe(1);
    expect(vehicle.renders - vehicleBefore.renders).toBe(1);
    expect(vehicle.passes - vehicleBefore.passes).toBe(1);
  });
});

describe('the wallet cookie (docs/rules/wallet.md)', () => {
  const WALLET = { downPayment: 4_000, tradeInValue: 1_000, termMonths: 72, aprPercent: 6.9 };
  const COOKIE = { cookie: 'mm_wallet=4000_1000_72_6.9' };
  /** Each card's price and its payment line (HTML comments React puts between text parts removed). */
  const cardPayments = (html: string) =>
    [
      ...html
        .replace(/<!-- -->/g, '')
        // A recent drop's line may sit between the price and the payment (docs/rules/results.md#price-drop-label).
        .matchAll(
          /listing-card__price">\$([\d,]+)<\/p>(?:<p class="listing-card__drop">[^<]*<\/p>)?<p class="listing-card__payment">Est\. \$([\d,]+)\/mo/g,
        ),
    ].map((m) => ({ price: Number(m[1].replace(/,/g, '')), monthly: Number(m[2].replace(/,/g, '')) }));

  test('with a wallet, every card of the first HTML shows its monthly payment by the one rule', async () => {
    const response = await get('/cars-for-sale?makeCode=FORD', COOKIE);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    const cards = response.body.match(/data-testid="listing-card"/g)?.length ?? 0;
    const payments = cardPayments(response.body);
    expect(payments.length).toBe(cards);
    for (const { price, monthly } of payments) expect(monthly).toBe(monthlyPaymentFor(price, WALLET));
    expect(response.body).toContain('data-testid="wallet-card"');
    expect(response.body).toContain('$4,000 down · $1,000 trade-in · 72 months at 6.9% APR');
  });

  test('without a wallet, or with a cookie that breaks the rules, no card asks for a payment', async () => {
    const requests: Record<string, string>[] = [
      {},
      { cookie: 'mm_wallet=4000_1000_50_6.9' },
      { cookie: 'mm_wallet=%3Cscript%3E' },
    ];
    for (const headers of requests) {
      const response = await get('/cars-for-sale?makeCode=FORD', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('class="listing-card__payment"');
      expect(response.body).toContain('Set up your wallet');
    }
  });

  test('the vehicle page shows the payment of the wallet, or of the defaults without one', async () => {
    const srp = await get('/cars-for-sale?makeCode=FORD');
    const id = /href="\/cars-for-sale\/vehicle\/(\d+)/.exec(srp.body)![1];
    const withWallet = (await get(`/cars-for-sale/vehicle/${id}`, COOKIE)).body.replace(/<!-- -->/g, '');
    const price = Number(/class="vdp__price">\$([\d,]+)/.exec(withWallet)![1].replace(/,/g, ''));
    expect(withWallet).toContain(`Est. $${monthlyPaymentFor(price, WALLET).toLocaleString('en-US')}/mo`);
    expect(withWallet).toContain('over 72 months at 6.9% APR, from your wallet');
    const without = (await get(`/cars-for-sale/vehicle/${id}`)).body.replace(/<!-- -->/g, '');
    expect(without).toContain(`Est. $${monthlyPaymentFor(price, PAYMENT_DEFAULTS).toLocaleString('en-US')}/mo`);
    expect(without).toContain(`over ${PAYMENT_DEFAULTS.termMonths} months at ${PAYMENT_DEFAULTS.aprPercent}% APR<`);
  });
});

describe('status codes', () => {
  test('an unknown page under the SRP is a 404 status-code page, not indexed', async () => {
    const response = await get('/cars-for-sale/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  test('a search the listing service refuses is a 400 status-code page, not indexed', async () => {
    const response = await get('/cars-for-sale?dma=NOWHERE');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<title>Error 400 | MotorMart</title>');
    expect(response.body).toContain('This search could not be understood.');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  describe('the required search failing', () => {
    let broken: Gateway;
    beforeAll(async () => {
      const closed = `http://127.0.0.1:${await closedPort()}`;
      const breakers = { timeout: 1_000, resetTimeout: 200 };
      broken = await createGateway({ upstreams: createUpstreams(closed, { breakers }), imagesUrl: stack.upstreamUrl });
    });
    afterAll(async () => {
      await broken?.app.close();
    });
    const page = (userAgent: string) =>
      broken.app.inject({ method: 'GET', url: '/cars-for-sale?makeCode=FORD', headers: { 'user-agent': userAgent } });

    test('people get the error screen with 500', async () => {
      const response = await page(CHROME);
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain(ERROR_TEXT);
      expect(response.body).toContain('Please try again');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.headers['cache-control']).toBe('no-store');
      // No cache to hydrate from: the client renders afresh (and retries the search).
      expect(response.body).not.toContain('id="srp-state"');
    });

    test.each([
      ['Googlebot', GOOGLEBOT],
      ['Bingbot', BINGBOT],
    ])('%s gets the same error screen with 200', async (_name, userAgent) => {
      const response = await page(userAgent);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(ERROR_TEXT);
      expect(response.headers.vary).toMatch(/user-agent/i);
    });
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
