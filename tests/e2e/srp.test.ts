import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { e2eSession } from './support/session';
import {
  closePage,
  isSearchDataRequest,
  MAIN_CARD,
  matches,
  openPage,
  searchOfUrl,
  urlValues,
  waitForHydrated,
  waitForMainCards,
  waitForParams,
  waitForSearch,
} from './support/srp';

const SEARCH = '/cars-for-sale?searchRadius=50&zip=30301';
const SORT_LABELS = [
  'Relevance',
  'Price - Lowest',
  'Price - Highest',
  'Distance - Closest',
  'Date Listed - Newest',
  'Date Listed - Oldest',
  'Mileage - Lowest',
  'Mileage - Highest',
  'Year - Newest',
  'Year - Oldest',
];

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

interface CardView {
  href: string;
  title: string;
  price: string;
  mileage: string;
  seller: string;
  distance: string;
}

const CARD_PARTS = {
  title: 'h3',
  price: '.listing-card__price',
  mileage: '.listing-card__mileage',
  seller: '.listing-card__seller',
  distance: '.listing-card__distance',
};

/** What each organic card shows. (No named helpers inside: tsx would wrap them in a __name() the page lacks.) */
function readCards(page: Page): Promise<CardView[]> {
  return page.locator(MAIN_CARD).evaluateAll(
    (cards, parts) =>
      cards.map((card) => ({
        href: card.querySelector('a')?.getAttribute('href') ?? '',
        ...Object.fromEntries(
          Object.entries(parts).map(([name, selector]) => [
            name,
            card.querySelector(selector)?.textContent?.trim() ?? '',
          ]),
        ),
      })) as CardView[],
    CARD_PARTS,
  );
}

const dollars = (price: string) => Number(price.replace(/[$,]/g, ''));

/** Holds every /graphql request until release() is called: the page's loading state, observed. */
function holdGraphql(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  return { ready: page.route('**/graphql', handler), release: () => release() };
}

/** Loads the second batch by hand (the URL then says page 3); the cards' links, in order. */
async function loadSecondBatch(page: Page): Promise<string[]> {
  await waitForSearch(page);
  await page.getByRole('button', { name: 'See More Results' }).click();
  await waitForMainCards(page, 60);
  await page.waitForURL((url) => url.searchParams.get('page') === '3');
  return (await readCards(page)).map((card) => card.href);
}

describe('search results page', () => {
  test('shows 30 cars, 30 more after "See More Results" with the page in the URL, then loads by itself on scrolling', async () => {
    const page = await open(SEARCH);
    try {
      await waitForSearch(page);
      assert.match(
        (await page.getByRole('heading', { level: 2, name: /Matches$/ }).textContent())!.trim(),
        /^[\d,]+ Matches$/,
      );
      assert.ok((await matches(page)) > 120, 'enough matches for four batches');
      await waitForMainCards(page, 30);

      await page.getByRole('button', { name: 'See More Results' }).click();
      await waitForMainCards(page, 60);
      await page.waitForURL((url) => url.searchParams.get('page') === '3');
      assert.equal(
        await page.getByRole('button', { name: 'See More Results' }).count(),
        0,
        'after the first manual load, loading is automatic',
      );

      // Near the end of the list the next batch comes without a click.
      await page.locator(MAIN_CARD).last().scrollIntoViewIfNeeded();
      await waitForMainCards(page, 90);
      await page.waitForURL((url) => url.searchParams.get('page') === '4');

      // A later batch's spotlight or boost never repeats a car an earlier card showed.
      const cards = await page.$$eval('[data-testid="listing-card"]', (all) =>
        all.map((card) => ({ placement: card.getAttribute('data-placement'), href: card.querySelector('a')?.href })),
      );
      const repeats = cards.filter(
        (card, i) => card.placement !== 'MAIN' && cards.slice(0, i).some((earlier) => earlier.href === card.href),
      );
      assert.deepEqual(repeats, [], 'no placed card repeats a car shown above it');
    } finally {
      await closePage(page);
    }
  });

  test('reloading after loading more shows the same cars in the same places, and loading goes on after them', async () => {
    const page = await open(SEARCH);
    try {
      const before = await loadSecondBatch(page);

      const problems: string[] = [];
      const graphql: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('request', (request) => {
        if (isSearchDataRequest(request)) graphql.push(request.postData() ?? '');
      });
      await page.reload();
      // The browser brings the shopper back down the list (the page is as long as before), where
      // only what is near the screen hydrates: the button that loads more is.
      await waitForHydrated(page, '[data-testid="load-more"] button');
      await waitForMainCards(page, 60);
      assert.ok((await page.evaluate(() => scrollY)) > 0, 'the reloaded page is back where the shopper was');
      assert.deepEqual(
        (await readCards(page)).map((card) => card.href),
        before,
        'the server rendered the two batches the shopper had',
      );
      await page.waitForLoadState('networkidle');
      assert.deepEqual(graphql, [], 'hydrated from the server data, nothing fetched again');
      assert.deepEqual(problems, []);

      await page.getByRole('button', { name: 'See More Results' }).click();
      await waitForMainCards(page, 90);
      await page.waitForURL((url) => url.searchParams.get('page') === '4');
      const after = (await readCards(page)).map((card) => card.href);
      assert.deepEqual(after.slice(0, 60), before);
      assert.equal(new Set(after).size, 90, 'the third batch follows the second, no car twice');
    } finally {
      await closePage(page);
    }
  });

  test('back to results from a vehicle page the browser loaded itself shows the cars loaded before it', async () => {
    // Page 5: four batches loaded. The server's page is the reference (restored there in one go).
    const results = new URL(`/cars-for-sale?page=5&${SEARCH.split('?')[1]}`, session.app.baseUrl);
    const page = await open(results.pathname + results.search);
    try {
      await waitForMainCards(page, 120);
      const served = (await readCards(page)).map((card) => card.href);
      // A full load of a card of the fourth batch (say, opened from a new tab and then followed back).
      await page.goto(new URL(served[100], results).href, { referer: results.href });
      await page.waitForFunction(() => document.querySelector('.vdp a')?.getAttribute('href') !== '/cars-for-sale');
      // The page's own link: the client renders the results, with nothing of this search cached,
      // and loads the batches one after another, each rewriting the page number, to the one it had.
      await page.getByRole('link', { name: 'Back to results' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/cars-for-sale' && searchOfUrl(url.href) === searchOfUrl(results.href),
      );
      await waitForMainCards(page, 120);
      assert.deepEqual(
        (await readCards(page)).map((card) => card.href),
        served,
      );
      await page.waitForLoadState('networkidle');
      assert.equal(new URL(page.url()).searchParams.get('page'), '5');
      assert.equal(await page.locator(MAIN_CARD).count(), 120, 'and no further');
    } finally {
      await closePage(page);
    }
  });

  test('stops loading at the last result', async () => {
    const page = await open(`${SEARCH}&makeCode=FORD`);
    try {
      await waitForSearch(page);
      const total = await matches(page);
      assert.ok(total > 30 && total < 60, `a search of one to two batches (${total})`);
      await page.getByRole('button', { name: 'See More Results' }).click();
      await waitForMainCards(page, total);
      assert.equal(await page.getByTestId('load-more').count(), 0, 'no more loading at the end');
    } finally {
      await closePage(page);
    }
  });

  test('every car card shows its price, mileage, seller and distance, and links to the vehicle', async () => {
    const page = await open(SEARCH);
    try {
      await waitForMainCards(page, 30);
      const cards = await readCards(page);
      for (const [i, card] of cards.entries()) {
        const where = `card ${i + 1} (${card.title})`;
        assert.match(card.href, /^\/cars-for-sale\/vehicle\/[\w-]+$/, `${where}: link`);
        assert.match(card.price, /^\$[\d,]+$/, `${where}: price`);
        assert.match(card.mileage, /^[\d,]+ miles$/, `${where}: mileage`);
        assert.notEqual(card.seller, '', `${where}: seller name`);
        assert.match(card.distance, /^\d+ mi\. away$/, `${where}: distance`);
      }
      assert.equal(new Set(cards.map((c) => c.href)).size, 30);
    } finally {
      await closePage(page);
    }
  });

  test('sorting by "Price - Lowest" shows the cheapest cars first, keeps the sort in the URL and resets the page', async () => {
    const page = await open(`${SEARCH}&page=2`);
    try {
      await waitForSearch(page);
      const sort = page.getByLabel('Sort by');
      assert.deepEqual(
        (await sort.locator('option').allTextContents()).map((t) => t.trim()),
        SORT_LABELS,
      );

      await sort.selectOption({ label: 'Price - Lowest' });
      await waitForParams(page, (p) => p.get('sortBy') === 'derivedpriceASC');
      assert.deepEqual(urlValues(page, 'page'), [], 'pagination reset');
      assert.equal(await sort.inputValue(), 'derivedpriceASC');
      const prices = (await readCards(page)).map((c) => dollars(c.price));
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
        `prices not ascending: ${prices.join(', ')}`,
      );
    } finally {
      await closePage(page);
    }
  });

  test('on a phone, a category tab chosen before the Filters overlay was ever opened runs its search', async () => {
    // The filter panels wait, unhydrated, for the overlay; the tab's new search must not wait for them.
    const page = await open('/cars-for-sale?makeCode=FORD', { width: 390, height: 844 });
    try {
      const all = await matches(page);
      await page.getByRole('button', { name: 'Best Deals' }).click();
      await waitForParams(page, (p) => p.get('dealType') === 'goodprice');
      await page.waitForFunction(
        (before) => Number(document.querySelector('.srp__count')?.textContent?.replace(/\D/g, '')) !== before,
        all,
      );
      const bestDeals = await matches(page);
      assert.ok(bestDeals > 0 && bestDeals < all, `${bestDeals} best deals of ${all}`);
    } finally {
      await closePage(page);
    }
  });

  test('clicking a car opens its details page with a way back', async () => {
    const page = await open(SEARCH);
    try {
      await waitForMainCards(page, 30);
      const [card] = await readCards(page);
      await page.locator(`${MAIN_CARD} a.listing-card__link`).first().click();
      await page.waitForURL((url) => url.pathname === card.href);
      // The URL changes first; the vehicle page replaces the results once its code and data are in.
      await page.getByRole('heading', { level: 1 }).filter({ hasText: card.title }).waitFor();
      assert.equal((await page.locator('.vdp-seller__name').textContent())?.trim(), card.seller);
      assert.ok(await page.getByRole('link', { name: 'Back to results' }).isVisible());
    } finally {
      await closePage(page);
    }
  });

  test('a car opened by a full page load (its card not yet hydrated) still leads back to its search', async () => {
    const page = await open(SEARCH);
    try {
      await waitForMainCards(page, 30);
      const [card] = await readCards(page);
      const results = new URL(page.url());
      // What a tap on a card that has not hydrated does: the browser loads its link, with the results page as referrer.
      await page.goto(new URL(card.href, results).href, { referer: results.href });
      const back = page.getByRole('link', { name: 'Back to results' });
      await page.waitForFunction(() => document.querySelector('.vdp a')?.getAttribute('href') !== '/cars-for-sale');
      assert.equal(await back.getAttribute('href'), `/cars-for-sale${results.search}`);
      await back.click();
      await page.waitForURL((url) => url.pathname === '/cars-for-sale' && url.search === results.search);
      await waitForMainCards(page, 30);
    } finally {
      await closePage(page);
    }
  });

  test('shows skeleton cards in the cards’ place while a new search loads, and the new cards take the same place', async () => {
    const page = await open(SEARCH);
    try {
      await waitForSearch(page);
      const card = page.locator('[data-testid="listing-card"]').first();
      const before = (await card.boundingBox())!;
      const hold = holdGraphql(page);
      await hold.ready;
      await page.getByRole('button', { name: 'Best Deals' }).click();
      const skeleton = page.getByTestId('skeleton-card').first();
      await skeleton.waitFor();
      assert.equal(await page.locator(MAIN_CARD).count(), 0);
      const loading = (await skeleton.boundingBox())!;
      hold.release();
      await waitForParams(page, (p) => p.get('dealType') === 'goodprice');
      assert.equal(await page.getByTestId('skeleton-card').count(), 0);
      const after = (await card.boundingBox())!;
      // The new chip may push the grid down when the search starts; the arriving cards move nothing.
      assert.deepEqual([loading.x, loading.width], [before.x, before.width], 'the skeleton takes the card’s slot');
      assert.deepEqual(
        [after.x, after.y, after.width],
        [loading.x, loading.y, loading.width],
        'the card arrives where its skeleton was',
      );
      assert.ok(
        after.height <= loading.height + 1,
        `the card (${after.height}px) is no taller than its skeleton (${loading.height}px)`,
      );
    } finally {
      await closePage(page);
    }
  });

  test('a search with no results or an unknown parameter asks to update the filter criteria', async () => {
    for (const path of ['/cars-for-sale?makeCode=NOSUCHMAKE', '/cars-for-sale?zip=30301&notAFilter=1']) {
      const page = await open(path);
      try {
        await waitForSearch(page);
        await page.getByText('Update filter criteria to see more results').waitFor();
      } finally {
        await closePage(page);
      }
    }
  });

  test('a failed search shows the error screen, and "Please try again" reloads the page', async () => {
    const page = await open(SEARCH);
    try {
      await waitForSearch(page);
      // The gateway's answer when the listing search circuit is open (docs/rules/upstreams.md#error-catalogue).
      await page.route('**/graphql', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [
              {
                message: 'Circuit Breaker for /rest/lsc/listing is open',
                extensions: { code: 'SERVICE_UNAVAILABLE', showSrpError: true },
              },
            ],
          }),
        }),
      );
      await page.getByRole('button', { name: 'For Sale By Owner' }).click();
      await page.getByText('We are sorry. There was an issue with your last search.').waitFor();
      await page.unroute('**/graphql');
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Please try again' }).click()]);
      await waitForParams(page, (p) => p.get('sellerType') === 'p');
      assert.ok((await page.locator(MAIN_CARD).count()) > 0, 'the reloaded search shows its cars');
    } finally {
      await closePage(page);
    }
  });

  test('typing "chevy" suggests Chevrolet; picking it searches Chevrolets', async () => {
    const page = await open(SEARCH);
    try {
      await waitForSearch(page);
      const box = page.getByRole('combobox', { name: 'Search by make, model or keyword' });
      await box.fill('chevy');
      const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /^Chevrolet \(/ });
      await option.waitFor();
      await box.press('ArrowDown');
      assert.equal(await option.getAttribute('aria-selected'), 'true');
      await box.press('Enter');
      await waitForParams(page, (p) => p.getAll('makeCode').join() === 'CHEV');
      assert.deepEqual(urlValues(page, 'zip'), ['30301'], 'the location stays');
      assert.ok(await page.getByRole('button', { name: 'Remove filter: Chevrolet' }).isVisible());
      const titles = await page.locator(`${MAIN_CARD} h3`).allTextContents();
      assert.ok(titles.length > 0 && titles.every((t) => t.includes('Chevrolet')), titles.join(' | '));
    } finally {
      await closePage(page);
    }
  });

  test('Back and Forward move between searches', async () => {
    const page = await open(SEARCH);
    try {
      await waitForSearch(page);
      const all = await matches(page);
      await page.getByRole('button', { name: 'Certified Used', exact: true }).click();
      await waitForParams(page, (p) => p.get('listingType') === 'CERTIFIED');
      const certified = await matches(page);
      await page.getByLabel('Sort by').selectOption('yearDESC');
      await waitForParams(page, (p) => p.get('sortBy') === 'yearDESC');

      await page.goBack();
      await waitForParams(page, (p) => p.get('sortBy') === null && p.get('listingType') === 'CERTIFIED');
      assert.equal(await page.getByLabel('Sort by').inputValue(), 'relevance');
      await page.goBack();
      await waitForParams(page, (p) => p.get('listingType') === null);
      assert.equal(await matches(page), all);
      assert.equal(await page.getByRole('button', { name: 'All Results' }).getAttribute('aria-pressed'), 'true');
      await page.goForward();
      await waitForParams(page, (p) => p.get('listingType') === 'CERTIFIED');
      assert.equal(await matches(page), certified);
    } finally {
      await closePage(page);
    }
  });
});
