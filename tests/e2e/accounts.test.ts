import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { e2eSession } from './support/session';
import { accountNav } from './support/header';
import { closePage, openPage, searchOfUrl, waitForHydration } from './support/srp';

const LIMIT = 'You have a maximum of 2 searches saved.';
const PASSWORD = 'a long enough password';
/** Three searches with filters (each shows a chip, so Save Search is offered). */
const SEARCHES = [
  '/cars-for-sale?makeCode=FORD&zip=30301',
  '/cars-for-sale?makeCode=TOYOTA&zip=30301',
  '/cars-for-sale?makeCode=HONDA&zip=30301',
];

const session = e2eSession();

const open = (path: string, viewport?: { width: number; height: number }) =>
  openPage(session.browser, session.app.baseUrl, path, viewport);

/** A new address each run (the subscribe form takes at most 45 characters). */
const newEmail = () => `s${randomUUID().slice(0, 12)}@example.com`;

/** Loads a path in the same browser context (same cookies), hydrated. */
async function go(page: Page, path: string) {
  await page.goto(new URL(path, session.app.baseUrl).href);
  await waitForHydration(page);
}

/** The header's count link, once the browser knows who is asking. */
const savedSearchesLink = async (page: Page) => (await accountNav(page)).getByRole('link');

async function subscribe(page: Page, email: string) {
  await page.getByRole('button', { name: 'Save Search' }).click();
  await page.getByLabel('Email me new matches').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

async function signUp(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Whether the page scrolls sideways (it must not, from 320 px wide). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** No serious or critical axe violation on the page as it is. */
async function assertAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

describe('a visitor', () => {
  test('subscribes twice, hits the limit, signs up from the prompt and finds both searches saved', async () => {
    const email = newEmail();
    const page = await open(SEARCHES[0]);
    try {
      await subscribe(page, email);
      await page.getByRole('button', { name: 'Subscribed!' }).waitFor();
      // The button is ready again as soon as the address changes.
      await page.getByLabel('Email me new matches').press('End');
      await page.getByLabel('Email me new matches').pressSequentially('x');
      await page.getByRole('button', { name: 'Subscribe' }).waitFor();

      await go(page, SEARCHES[1]);
      await subscribe(page, email);
      await page.getByRole('button', { name: 'Subscribed!' }).waitFor();

      await go(page, SEARCHES[2]);
      await subscribe(page, email);
      await page.getByText(LIMIT).waitFor();
      const prompt = page.getByRole('link', { name: 'Create a free account' });
      const href = new URL((await prompt.getAttribute('href'))!, session.app.baseUrl);
      assert.equal(href.pathname, '/account/sign-in');
      assert.equal(href.searchParams.get('defaultScreen'), 'signup');
      assert.equal(href.searchParams.get('refUrl'), SEARCHES[2]);

      await prompt.click();
      await page.waitForURL((url) => url.pathname === '/account/sign-in');
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Create a free account' }).waitFor();
      await signUp(page, newEmail());
      // Back where the prompt was, as a signed-in consumer whose account holds both searches.
      await page.waitForURL((url) => `${url.pathname}${url.search}` === SEARCHES[2]);
      await waitForHydration(page);
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (2)' }).waitFor();

      await go(page, '/account/saved-searches');
      await page.getByRole('list', { name: 'Your saved searches' }).waitFor();
      const opens = page.getByRole('link', { name: /^Open / });
      assert.equal(await opens.count(), 2);
      const paths = await opens.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.deepEqual(new Set(paths), new Set(SEARCHES.slice(0, 2)));
    } finally {
      await closePage(page);
    }
  });
});

describe('a consumer', () => {
  test('saves, renames, reopens (exactly the saved filters) and deletes a search', async () => {
    const search = '/cars-for-sale?makeCode=FORD&zip=30301';
    const page = await open(`/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(search)}`);
    try {
      await signUp(page, newEmail());
      await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
      await waitForHydration(page);
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (0)' }).waitFor();

      await page.getByRole('button', { name: 'Save Search' }).click();
      const title = page.getByLabel('Search title');
      assert.notEqual(await title.inputValue(), '');
      await title.fill('My Fords');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Saved as “My Fords”' }).waitFor();
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (1)' }).waitFor();

      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (1)' }).click();
      await page.waitForURL((url) => url.pathname === '/account/saved-searches');
      await page.getByRole('heading', { level: 2, name: 'My Fords' }).waitFor();

      await page.getByRole('button', { name: 'Rename “My Fords”' }).click();
      await page.getByLabel('New title for “My Fords”').fill('Fords in Atlanta');
      await page.getByRole('button', { name: 'Save title' }).click();
      await page.getByRole('heading', { level: 2, name: 'Fords in Atlanta' }).waitFor();
      // The new title is the stored one, not only the one on screen.
      await go(page, '/account/saved-searches');
      await page.getByRole('heading', { level: 2, name: 'Fords in Atlanta' }).waitFor();
      await assertAccessible(page);

      await page.getByRole('link', { name: 'Open “Fords in Atlanta”' }).click();
      await page.waitForURL((url) => url.pathname === '/cars-for-sale');
      assert.equal(searchOfUrl(page.url()), searchOfUrl(new URL(search, session.app.baseUrl).href));
      // Already saved: not offered again.
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (1)' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Save Search' }).count(), 0);

      await go(page, '/account/saved-searches');
      await page.getByRole('button', { name: 'Delete “Fords in Atlanta”' }).click();
      await page
        .getByRole('group', { name: 'Delete “Fords in Atlanta”?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText(/You have no saved searches yet/).waitFor();
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (0)' }).waitFor();
    } finally {
      await closePage(page);
    }
  });

  test('chooses how often alerts come, and turns them off; both are kept', async () => {
    const search = '/cars-for-sale?makeCode=HONDA&zip=30301';
    const page = await open(`/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(search)}`, {
      width: 320,
      height: 640,
    });
    try {
      await signUp(page, newEmail());
      await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save Search' }).click();
      await page.getByLabel('Search title').fill('Hondas');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (1)' }).waitFor();

      await go(page, '/account/saved-searches');
      const frequency = page.getByRole('combobox', { name: 'How often to email alerts for “Hondas”' });
      assert.equal(await frequency.inputValue(), 'DAILY');
      // Armed before the change: a fast answer must not slip past an after-the-fact wait.
      const stored = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.ok());
      await frequency.selectOption('WEEKLY');
      await stored;
      assert.equal(await scrollsSideways(page), false);
      // The choice is the stored one, not only the one on screen.
      await go(page, '/account/saved-searches');
      assert.equal(await frequency.inputValue(), 'WEEKLY');

      await page.getByRole('switch', { name: 'Email alerts for “Hondas”' }).click();
      await page.getByText('Alerts are off: no emails for this search.').waitFor();
      await go(page, '/account/saved-searches');
      await page.getByText('Alerts are off: no emails for this search.').waitFor();
      assert.equal(await page.getByRole('switch', { name: 'Email alerts for “Hondas”' }).isChecked(), false);
      assert.equal(await scrollsSideways(page), false);
      await assertAccessible(page);
    } finally {
      await closePage(page);
    }
  });

  test('signs out; Back then shows no private data', async () => {
    const search = '/cars-for-sale?makeCode=TOYOTA&zip=30301';
    const page = await open(`/account/sign-in?defaultScreen=signup&refUrl=${encodeURIComponent(search)}`);
    try {
      await signUp(page, newEmail());
      await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save Search' }).click();
      await page.getByLabel('Search title').fill('Private Toyotas');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await (await savedSearchesLink(page)).filter({ hasText: 'Saved searches (1)' }).waitFor();

      await go(page, '/account/saved-searches');
      await page.getByRole('heading', { level: 2, name: 'Private Toyotas' }).waitFor();
      await go(page, search);
      await (await accountNav(page)).getByRole('button', { name: 'Sign out' }).click();
      await (await accountNav(page)).getByRole('link', { name: 'Sign in' }).waitFor();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/account/saved-searches');
      await page.getByText('Sign in to see the searches you saved.').waitFor();
      assert.equal(await page.getByText('Private Toyotas').count(), 0);
      assert.ok(!(await page.content()).includes('Private Toyotas'));
    } finally {
      await closePage(page);
    }
  });
});

describe('the sign-in page', () => {
  test('works without sideways scroll at 320 px, with the keyboard, and shows field errors beside fields', async () => {
    const page = await open('/account/sign-in', { width: 320, height: 640 });
    try {
      assert.equal(await scrollsSideways(page), false);
      await page.getByLabel('Email').focus();
      await page.keyboard.type('nobody@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('wrong password');
      await page.keyboard.press('Enter');
      // Wrong credentials: an alert, or an error beside the password, whichever the gateway answers.
      await page.locator('[role="alert"], [aria-invalid="true"]').first().waitFor();
      assert.equal(await scrollsSideways(page), false);
      await page.goto(new URL('/account/sign-in?defaultScreen=signup', session.app.baseUrl).href);
      await waitForHydration(page);
      assert.equal(await scrollsSideways(page), false);
      await page.getByLabel('Email').fill('not an address');
      await page.getByLabel(/^Password/).fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      assert.equal(await scrollsSideways(page), false);
      await assertAccessible(page);
    } finally {
      await closePage(page);
    }
  });
});
