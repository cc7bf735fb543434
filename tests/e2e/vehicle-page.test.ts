import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/a11y';
import { e2eSession } from './support/session';
import { waitForHydration } from './support/srp';

/**
 * The vehicle page (docs/rules/vehicle-page.md) in Chromium against the real product: whole with
 * JavaScript off, the contact actions above the fold on a desktop, the dealer-difference modal (the
 * dealer's content loaded as it opens, or the logo and tagline without it), the
 * similar listings leading to their own pages, no sideways scroll from 320 px.
 */

const session = e2eSession();

interface Candidate {
  id: string;
  title: string;
  vin: string;
  owner: { name: string; tagline: string | null; privateSeller: boolean; logoUrl: string | null } | null;
  similarListings: Array<{ id: string; title: string }>;
}

/** A dealer's car near Atlanta whose dealer has a tagline and a logo, and which has similar listings. */
async function dealerCar(): Promise<Candidate> {
  const response = await fetch(new URL('/graphql', session.app.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ searchListings(brand: USED_CAR, queryString: "searchRadius=50&zip=30301") { listings {
        id title vin owner { name tagline privateSeller logoUrl } similarListings(first: 8) { id title } } } }`,
    }),
  });
  const body = (await response.json()) as { data: { searchListings: { listings: Candidate[] } } };
  const car = body.data.searchListings.listings.find(
    (l) => l.owner && !l.owner.privateSeller && l.owner.tagline && l.owner.logoUrl && l.similarListings.length > 1,
  );
  assert.ok(car, 'a dealer car with a tagline, a logo and similar listings in the seed');
  return car;
}

interface DealerDifference {
  headline: string;
  bullets: string[];
  image: { src: string; alt: string } | null;
  html: string;
}

/** The dealer's content for a listing, as the gateway answers it. */
async function dealerDifferenceOf(id: string): Promise<DealerDifference | null> {
  const response = await fetch(new URL('/graphql', session.app.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($id: ID!) { listing(id: $id) { dealerDifference { headline bullets image { src alt } html } } }',
      variables: { id },
    }),
  });
  const body = (await response.json()) as { data: { listing: { dealerDifference: DealerDifference | null } } };
  return body.data.listing.dealerDifference;
}

const vehicleUrl = (id: string) => new URL(`/cars-for-sale/vehicle/${id}`, session.app.baseUrl).href;

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('vehicle page', () => {
  test('with JavaScript off the page is whole: photos, price, specifications, seller, Call, similar listings, structured data', async () => {
    const car = await dealerCar();
    const context = await session.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 700 },
    });
    try {
      const page = await context.newPage();
      const response = await page.goto(vehicleUrl(car.id));
      assert.equal(response?.status(), 200);
      assert.equal((await page.locator('h1').textContent())?.trim(), car.title);
      assert.match((await page.locator('.vdp__price').textContent()) ?? '', /^\$[\d,]+$/);
      await page.getByRole('heading', { name: 'Specifications' }).waitFor();
      assert.equal(
        await page.locator('.vdp-specs dt', { hasText: 'VIN' }).locator('xpath=../dd').textContent(),
        car.vin,
      );
      assert.equal((await page.locator('.vdp-seller__name').textContent())?.trim(), car.owner!.name);
      assert.match((await page.locator('a[href^="tel:"]').first().getAttribute('href')) ?? '', /^tel:\+1\d{10}$/);
      const similar = page.locator('.vdp-similar a');
      assert.equal(await similar.count(), car.similarListings.length);
      assert.equal(await similar.first().getAttribute('href'), `/cars-for-sale/vehicle/${car.similarListings[0].id}`);
      assert.equal(await scrollsSideways(page), false, 'sideways scroll at 320 px');

      // The car's structured data comes first; the brand's WebPage (its publisher) follows.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      assert.ok(jsonLd['@type'].includes('Vehicle'), JSON.stringify(jsonLd['@type']));
      assert.equal(jsonLd.vehicleIdentificationNumber, car.vin);
      assert.equal(jsonLd.offers['@type'], 'Offer');
      assert.equal(jsonLd.offers.priceCurrency, 'USD');
      assert.equal(jsonLd.offers.seller.name, car.owner!.name);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), vehicleUrl(car.id));
    } finally {
      await context.close();
    }
  });

  test('on a desktop the price, the seller and the contact actions are above the fold', async () => {
    const car = await dealerCar();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      await page.goto(vehicleUrl(car.id));
      await waitForHydration(page);
      for (const locator of [
        page.locator('.vdp__price'),
        page.locator('.vdp-seller__name'),
        page.locator('a[href^="tel:"]').first(),
        page.getByRole('button', { name: 'Email seller' }),
      ]) {
        const box = await locator.boundingBox();
        assert.ok(box && box.y + box.height <= 720, `below the fold: ${JSON.stringify(box)}`);
      }
      assert.equal(await scrollsSideways(page), false);
    } finally {
      await context.close();
    }
  });

  test("the dealer-difference modal loads the dealer's content as it opens: picture, headline, story; a picture that fails says so", async () => {
    const car = await dealerCar();
    const content = await dealerDifferenceOf(car.id);
    assert.ok(content?.image, 'the seed gives every dealer with a tagline content with a picture');
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const contentRequests: string[] = [];
      page.on('request', (request) => {
        if (request.postData()?.includes('"operationName":"VehicleDealerDifference"'))
          contentRequests.push(request.url());
      });
      await page.goto(vehicleUrl(car.id));
      await waitForHydration(page);
      // Not with the page: only when the modal opens.
      assert.equal(contentRequests.length, 0);
      await page.getByRole('button', { name: 'Why buy from this dealer' }).click();
      const dialog = page.getByRole('dialog', { name: `Why buy from ${car.owner!.name}` });
      await dialog.waitFor();
      await dialog.getByRole('heading', { name: content.headline, exact: true }).waitFor();
      assert.equal(contentRequests.length, 1);
      await dialog.getByRole('img', { name: content.image.alt }).waitFor();
      assert.deepEqual(await dialog.locator('.vdp-difference__bullets li').allTextContents(), content.bullets);
      // The story is the gateway's sanitised HTML, shown as HTML: its text, its headings.
      const story = dialog.locator('.vdp-difference__story');
      const storyText = await page.evaluate((html) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.content.textContent;
      }, content.html);
      assert.equal(await story.textContent(), storyText);
      assert.ok((await story.locator('h3').count()) > 0);
      assert.equal(await story.locator('script, [onclick], [style], a, img').count(), 0);
      await assertAccessible(page, 'dealer-difference modal');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(errors.length, 0, JSON.stringify(errors));

      // The picture's server fails: the modal says 'Failed to load image' in its place, and the console has it.
      await page.route(`**${content.image.src}`, (route) => route.fulfill({ status: 503, body: '' }));
      await page.getByRole('button', { name: 'Why buy from this dealer' }).click();
      await dialog.getByRole('heading', { name: content.headline, exact: true }).waitFor();
      await dialog.getByText('Failed to load image').waitFor();
      assert.equal(await dialog.getByRole('img').count(), 0);
      assert.ok(
        errors.some((e) => e.includes('Failed to load image')),
        JSON.stringify(errors),
      );
    } finally {
      await context.close();
    }
  });

  test("without the dealer's content the modal shows the dealer's logo and tagline; a logo that fails says so", async () => {
    const car = await dealerCar();
    const context = await session.browser.newContext({ viewport: { width: 320, height: 700 } });
    try {
      // The content service unavailable: the gateway answers dealerDifference null (after a moment).
      const withoutContent = async () => {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.route('**/graphql', async (route) => {
          if (!route.request().postData()?.includes('"operationName":"VehicleDealerDifference"'))
            return route.fallback();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ data: { listing: { __typename: 'Listing', id: car.id, dealerDifference: null } } }),
          });
        });
        return { page, errors };
      };
      const dialogOf = (page: Page) => page.getByRole('dialog', { name: `Why buy from ${car.owner!.name}` });

      const { page, errors } = await withoutContent();
      await page.goto(vehicleUrl(car.id));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Why buy from this dealer' }).click();
      const dialog = dialogOf(page);
      // A short line while the content loads, then what the page has.
      await dialog.getByText('Loading…').waitFor();
      await dialog.getByText(car.owner!.tagline!).waitFor();
      await dialog.getByRole('img', { name: `${car.owner!.name} logo` }).waitFor();
      assert.equal(await dialog.getByText('Loading…').count(), 0);
      assert.equal(await scrollsSideways(page), false, 'sideways scroll at 320 px');
      await assertAccessible(page, 'dealer-difference modal without content');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(errors.length, 0, JSON.stringify(errors));

      // The logo's server fails (a page that has not shown it yet): 'Failed to load image' in its place, and the console has it.
      const failing = await withoutContent();
      await failing.page.route(`**${car.owner!.logoUrl!}`, (route) => route.fulfill({ status: 503, body: '' }));
      await failing.page.goto(vehicleUrl(car.id));
      await waitForHydration(failing.page);
      await failing.page.getByRole('button', { name: 'Why buy from this dealer' }).click();
      await dialogOf(failing.page).getByText('Failed to load image').waitFor();
      assert.equal(await dialogOf(failing.page).getByRole('img').count(), 0);
      assert.ok(
        failing.errors.some((e) => e.includes('Failed to load image')),
        JSON.stringify(failing.errors),
      );
    } finally {
      await context.close();
    }
  });

  test('a similar listing leads to its own vehicle page', async () => {
    const car = await dealerCar();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(vehicleUrl(car.id));
      await waitForHydration(page);
      const [first] = car.similarListings;
      await page.locator(`.vdp-similar a[href="/cars-for-sale/vehicle/${first.id}"]`).click();
      await page.waitForURL(vehicleUrl(first.id));
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.getByRole('heading', { name: 'Specifications' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
