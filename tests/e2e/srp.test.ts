import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser } from './support/browser';

const SEARCH = '/cars-for-sale?zip=30301&searchRadius=50';
const CARD = '[data-testid="listing-card"]';
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

let app: RunningApp;
let browser: Browser;

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A fresh browser tab (no shared cache or history) for one test. */
async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(new URL(path, app.baseUrl).href);
  return page;
}

async function closePage(page: Page) {
  await page.context().close();
}

/** Waits until the results grid has finished loading and shows exactly `count` cards. */
async function waitForCards(page: Page, count: number) {
  await page.waitForFunction(
    ({ selector, count }) =>
      document.querySelector('[aria-label="Search results"]')?.getAttribute('aria-busy') === 'false' &&
      document.querySelectorAll(selector).length === count,
    { selector: CARD, count },
  );
}

interface CardView {
  href: string;
  title: string;
  price: string;
  mileage: string;
  seller: string;
  distance: string;
}

const CARD_PARTS = {
  title: 'h2',
  price: '.listing-card__price',
  mileage: '.listing-card__mileage',
  seller: '.listing-card__seller',
  distance: '.listing-card__distance',
};

/** What each card shows. (No named helpers inside: tsx would wrap them in a __name() the page lacks.) */
function readCards(page: Page): Promise<CardView[]> {
  return page.locator(CARD).evaluateAll(
    (cards, parts) =>
      cards.map((card) => ({
        href: card.querySelector('a')?.getAttribute('href') ?? '',
        ...Object.fromEntries(Object.entries(parts).map(([name, selector]) => [name, card.querySelector(selector)?.textContent?.trim() ?? ''])),
      })) as CardView[],
    CARD_PARTS,
  );
}

const dollars = (price: string) => Number(price.replace(/[$,]/g, ''));

describe('search results page', () => {
  test('a shopper near Atlanta sees 30 cars, then 30 more after "See More Results"', async () => {
    const page = await openPage(SEARCH);
    try {
      const heading = page.getByRole('heading', { level: 1, name: /Matches$/ });
      const count = (await heading.textContent())!.trim();
      assert.match(count, /^[\d,]+ Matches$/);
      assert.ok(Number(count.replace(/\D/g, '')) > 60, `expected more than 60 matches, got '${count}'`);

      await waitForCards(page, 30);
      assert.equal(await page.locator(CARD).count(), 30);

      await page.getByRole('button', { name: 'See More Results' }).click();
      await waitForCards(page, 60);
      assert.equal(await page.locator(CARD).count(), 60);
    } finally {
      await closePage(page);
    }
  });

  test('every car card shows its price, mileage, seller and distance, and links to the vehicle', async () => {
    const page = await openPage(SEARCH);
    try {
      await waitForCards(page, 30);
      await page.getByRole('button', { name: 'See More Results' }).click();
      await waitForCards(page, 60);

      const cards = await readCards(page);
      assert.equal(cards.length, 60);
      for (const [i, card] of cards.entries()) {
        const where = `card ${i + 1} (${card.title})`;
        assert.match(card.href, /^\/cars-for-sale\/vehicle\/[\w-]+$/, `${where}: link`);
        assert.match(card.price, /^\$[\d,]+$/, `${where}: price`);
        assert.match(card.mileage, /^[\d,]+ miles$/, `${where}: mileage`);
        assert.notEqual(card.seller, '', `${where}: seller name`);
        assert.match(card.distance, /^\d+ mi\. away$/, `${where}: distance`);
      }
      assert.equal(new Set(cards.map((c) => c.href)).size, 60, 'the second batch repeats no car of the first');
    } finally {
      await closePage(page);
    }
  });

  test('sorting by "Price - Lowest" shows the cheapest cars first and keeps the sort in the URL', async () => {
    const page = await openPage(SEARCH);
    try {
      await waitForCards(page, 30);
      const sort = page.getByLabel('Sort by');
      assert.deepEqual((await sort.locator('option').allTextContents()).map((t) => t.trim()), SORT_LABELS);

      const sorted = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('derivedpriceASC'));
      await sort.selectOption({ label: 'Price - Lowest' });
      await sorted;
      await waitForCards(page, 30);

      assert.equal(new URL(page.url()).searchParams.get('sortBy'), 'derivedpriceASC');
      assert.equal(await sort.inputValue(), 'derivedpriceASC');
      const prices = (await readCards(page)).map((c) => dollars(c.price));
      assert.deepEqual(prices, [...prices].sort((a, b) => a - b), `prices not ascending: ${prices.join(', ')}`);
    } finally {
      await closePage(page);
    }
  });

  test('clicking a car opens its details page with title, price, mileage, seller and a way back', async () => {
    const page = await openPage(SEARCH);
    try {
      await waitForCards(page, 30);
      const [card] = await readCards(page);
      await page.locator(CARD).first().getByRole('link').click();

      await page.waitForURL((url) => url.pathname === card.href);
      assert.match(new URL(page.url()).pathname, /^\/cars-for-sale\/vehicle\/[\w-]+$/);
      const title = page.getByRole('heading', { level: 1 });
      assert.ok((await title.textContent())!.includes(card.title), `title '${await title.textContent()}' names '${card.title}'`);
      const details = await page.locator('main').textContent();
      assert.ok(details!.includes(card.price), `price ${card.price}`);
      assert.ok(details!.includes(card.mileage), `mileage ${card.mileage}`);
      assert.ok(details!.includes(`Sold by ${card.seller}`), `seller ${card.seller}`);
      assert.ok(await page.getByRole('link', { name: 'Back to results' }).isVisible());
    } finally {
      await closePage(page);
    }
  });
});
