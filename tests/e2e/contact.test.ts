import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { assertAccessible } from './support/a11y';
import { e2eSession } from './support/session';
import { closePage, openPage, waitForHydration } from './support/srp';

/**
 * Emailing the seller end to end (docs/rules/contact.md): the real product (npm start's main.ts)
 * on a fresh PostgreSQL database, mailing a real SMTP server on loopback. A shopper writes to a
 * dealer from the vehicle page; the dealer's email and the shopper's copy arrive; the button says
 * Contacted from then on. A seller who takes no email gets calls only; without script the Call
 * link is there.
 */

const ADMIN_URL = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `srp_e2e_contact_${process.pid}`;
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
/** The leads service's mail worker sends from its outbox: a poll or two. */
const MAIL_WAIT_MS = 30_000;
const DESKTOP = { width: 1280, height: 900 };

let smtp: TestSmtp;
let db: pg.Pool;

before(async () => {
  smtp = await startTestSmtp();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
});

const session = e2eSession({
  env: (baseUrl) => ({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, PUBLIC_ORIGIN: baseUrl }),
});

before(() => {
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});

after(async () => {
  await db?.end();
  await smtp?.close();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

interface Seller {
  listingId: string;
  ownerName: string;
  ownerEmail: string;
  phone: string;
}

/** Dealers' listings with a phone, whose sellers take email: the `n`th of them. */
async function dealerListing(n = 0): Promise<Seller> {
  const { rows } = await db.query<Seller>(
    `SELECT l.id::text AS "listingId", o.name AS "ownerName", o.email AS "ownerEmail", o.phone
       FROM listings l JOIN owners o ON o.id = l.owner_id
      WHERE NOT o.private_seller AND NOT o.hide_email_form AND o.phone IS NOT NULL AND o.email IS NOT NULL
      ORDER BY l.id LIMIT 1 OFFSET $1`,
    [n],
  );
  assert.ok(rows[0], 'a dealer listing in the seed');
  return rows[0];
}

const vehiclePath = (id: string) => `/cars-for-sale/vehicle/${id}`;

/** '(404) 555-0123' as the page writes it, from however the seed stored it. */
function formatted(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Console errors, page errors and Content-Security-Policy violations seen by each page. */
const problems = new WeakMap<Page, string[]>();

/** The vehicle page in a fresh context, hydrated. */
async function openVehicle(id: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await session.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await page.goto(new URL(vehiclePath(id), session.app.baseUrl).href);
  await waitForHydration(page);
  return page;
}

/** Whether the page scrolls sideways, and whether the open dialog reaches past the viewport's edges. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')?.getBoundingClientRect();
    return {
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      dialogOutside: dialog ? dialog.left < 0 || dialog.right > window.innerWidth : false,
    };
  });

/** The emailSeller requests the page makes. */
function emailSellerRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"EmailSeller"'))
      sent.push(request.postData()!);
  });
  return sent;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Email the seller' });

describe('email the seller', () => {
  test("a dealer gets the shopper's message, the shopper a copy; the button says Contacted, after a reload too", async () => {
    const seller = await dealerListing(0);
    const shopper = `s${randomUUID().slice(0, 12)}@example.com`;
    const words = `Does it come with a second key? ${randomUUID().slice(0, 8)}`;
    const page = await openVehicle(seller.listingId);
    try {
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const opener = page.getByRole('button', { name: 'Email seller' });
      await opener.click();
      const dialog = dialogOf(page);
      await dialog.waitFor();
      assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), 'focus is in the dialog');
      // The message names the car: the shopper adds to it.
      const message = dialog.getByRole('textbox', { name: 'Message' });
      assert.match(await message.inputValue(), /^Hi, is the .+ \(VIN [A-Z0-9]{17}\) still available\?/);
      assert.ok((await message.inputValue()).includes(title), 'the message names the car');
      // The honeypot is there for bots only: out of sight, of the tab order and of the accessibility tree.
      const honeypot = page.locator('dialog[open] input[name="website"]');
      assert.equal(await honeypot.getAttribute('tabindex'), '-1');
      assert.equal(await honeypot.getAttribute('autocomplete'), 'off');
      assert.equal(await dialog.getByRole('textbox', { name: /website/i }).count(), 0);

      await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(shopper);
      await dialog.getByRole('radio', { name: 'Text' }).check();
      await dialog.getByRole('textbox', { name: 'Phone' }).fill('(470) 555-0199');
      await message.fill(`${await message.inputValue()}\n${words}`);
      await assertAccessible(page, 'email seller dialog');

      await dialog.getByRole('button', { name: 'Send message' }).click();
      const thanks = dialog.getByText(`Your message is on its way to ${seller.ownerName}. We sent you a copy.`);
      await thanks.waitFor();
      assert.ok(await thanks.evaluate((element) => element === document.activeElement), 'focus is on the thank-you');
      await assertAccessible(page, 'email seller thank-you');

      const mails = await smtp.waitFor(2, MAIL_WAIT_MS);
      const toSeller = mails.find((mail) => mail.envelope.to.includes(seller.ownerEmail));
      const copy = mails.find((mail) => mail.envelope.to.includes(shopper));
      assert.ok(toSeller, `a mail to the seller (${seller.ownerEmail}) among ${mails.map((m) => m.to).join('; ')}`);
      assert.ok(toSeller.text.includes(title), `the seller's mail names the car:\n${toSeller.text}`);
      assert.ok(toSeller.text.includes(words), `the seller's mail has the message:\n${toSeller.text}`);
      assert.ok(copy, `a copy to the shopper among ${mails.map((m) => m.to).join('; ')}`);
      assert.ok(copy.text.includes(words), `the shopper's copy has the message:\n${copy.text}`);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const contacted = page.getByRole('button', { name: /^Contacted/ });
      assert.ok(await contacted.evaluate((button) => button === document.activeElement), 'focus returns to the button');

      await page.reload();
      await waitForHydration(page);
      await contacted.waitFor();
      assert.equal(await page.getByRole('button', { name: 'Email seller' }).count(), 0);
      assert.deepEqual(problems.get(page), []);

      // The next seller's form starts with the shopper's details (the lead profile, in this browser).
      const next = await dealerListing(1);
      await page.goto(new URL(vehiclePath(next.listingId), session.app.baseUrl).href);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Email seller' }).click();
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('textbox', { name: 'First name' }).inputValue(), 'Ada');
      assert.equal(await dialog.getByRole('textbox', { name: 'Email' }).inputValue(), shopper);
      assert.ok(await dialog.getByRole('radio', { name: 'Text' }).isChecked(), 'the preferred contact is kept');
      assert.doesNotMatch(await dialog.getByRole('textbox', { name: 'Message' }).inputValue(), /second key/);
    } finally {
      await closePage(page);
    }
  });

  test('one click: a shopper who opted in with a complete profile emails the next dealer at once, and it says Contacted', async () => {
    const first = await dealerListing(2);
    const second = await dealerListing(3);
    const shopper = `o${randomUUID().slice(0, 12)}@example.com`;
    const page = await openVehicle(first.listingId);
    try {
      await page.getByRole('button', { name: 'Email seller' }).click();
      const dialog = dialogOf(page);
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(shopper);
      await dialog.getByRole('checkbox', { name: /one click/ }).check();
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByText(`Your message is on its way to ${first.ownerName}`).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      const sent = emailSellerRequests(page);
      await page.goto(new URL(vehiclePath(second.listingId), session.app.baseUrl).href);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Email seller' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Message sent to ${second.ownerName}` })
        .waitFor();
      assert.equal(await dialogOf(page).count(), 0, 'no form opens');
      await page.getByRole('button', { name: /^Contacted/ }).waitFor();
      assert.equal(sent.length, 1);
      const mails = await smtp.waitFor(1, MAIL_WAIT_MS);
      const deadline = Date.now() + MAIL_WAIT_MS;
      while (!smtp.messages.some((mail) => mail.envelope.to.includes(second.ownerEmail)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const toSecond = smtp.messages.find((mail) => mail.envelope.to.includes(second.ownerEmail));
      assert.ok(toSecond, `a mail to the second dealer among ${mails.map((m) => m.to).join('; ')}`);
      assert.ok(toSecond.text.includes('Grace Hopper'), toSecond.text);
      assert.ok(toSecond.text.includes('still available?'), 'the message names the car');
      assert.deepEqual(problems.get(page), []);
    } finally {
      await closePage(page);
    }
  });

  test("signed in, the lead profile is the account's: one click works from another browser after signing in", async () => {
    const [first, second] = [await dealerListing(4), await dealerListing(5)];
    const email = `a${randomUUID().slice(0, 12)}@example.com`;
    const password = 'a long enough password';
    const signInAt = (screen: string, listingId: string) =>
      new URL(`/account/sign-in?${screen}refUrl=${encodeURIComponent(vehiclePath(listingId))}`, session.app.baseUrl)
        .href;
    const page = await openVehicle(first.listingId);
    try {
      await page.goto(signInAt('defaultScreen=signup&', first.listingId));
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === vehiclePath(first.listingId));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Email seller' }).click();
      const dialog = dialogOf(page);
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Katherine');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Johnson');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('checkbox', { name: /one click/ }).check();
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByText(`Your message is on its way to ${first.ownerName}`).waitFor();
    } finally {
      await closePage(page);
    }

    // Another browser: nothing in its storage; the profile comes from the account once signed in.
    const other = await openVehicle(second.listingId);
    try {
      await other.goto(signInAt('', second.listingId));
      await other.getByLabel('Email').fill(email);
      await other.getByLabel(/^Password/).fill(password);
      // The account's profile is read once the contact block has hydrated: the one-click send needs it.
      const profileRead = other.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('ContactLeadProfile'),
      );
      await other.getByRole('button', { name: 'Sign in', exact: true }).click();
      await other.waitForURL((url) => url.pathname === vehiclePath(second.listingId));
      await waitForHydration(other);
      assert.equal(await other.evaluate(() => localStorage.getItem('motormart.leadProfile')), null);
      const button = other.getByRole('button', { name: 'Email seller' });
      await button.waitFor();
      await profileRead;
      await button.click();
      await other
        .getByRole('status')
        .filter({ hasText: `Message sent to ${second.ownerName}` })
        .waitFor();
      assert.equal(await dialogOf(other).count(), 0, 'no form opens');
      const { rows } = await db.query<{ first_name: string }>(
        'SELECT first_name FROM seller_leads WHERE email = $1 AND listing_id = $2',
        [email, second.listingId],
      );
      assert.deepEqual(rows, [{ first_name: 'Katherine' }]);
    } finally {
      await closePage(other);
    }
  });

  test("a private seller's page offers Make Offer: an offer below half the asking price is refused, a fair one reaches the seller", async () => {
    const { rows } = await db.query<{ listingId: string; ownerEmail: string; price: number; vin: string }>(
      `SELECT l.id::text AS "listingId", o.email AS "ownerEmail", l.price, l.vin
         FROM listings l JOIN owners o ON o.id = l.owner_id
        WHERE o.private_seller AND NOT o.hide_email_form ORDER BY l.id LIMIT 1`,
    );
    const car = rows[0];
    assert.ok(car, 'a private listing in the seed');
    const page = await openVehicle(car.listingId);
    try {
      await page.getByRole('button', { name: 'Make offer' }).click();
      assert.equal(await page.getByRole('button', { name: 'Email seller' }).count(), 0);
      const dialog = page.getByRole('dialog', { name: 'Make an offer' });
      await dialog.waitFor();
      const floor = Math.ceil(car.price / 2);
      const offer = dialog.getByRole('textbox', { name: 'Your offer' });
      await offer.fill(String(floor - 1));
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Mary');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Jackson');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`m${randomUUID().slice(0, 12)}@example.com`);
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await dialog.getByText(/^Enter an offer from \$/).waitFor();
      assert.ok(await offer.evaluate((element) => element === document.activeElement), 'focus on the offer');
      await offer.fill(`$${floor.toLocaleString('en-US')}`);
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await dialog.getByText(/^Your offer is on its way to /).waitFor();
      await assertAccessible(page, 'make offer thank-you');
      const deadline = Date.now() + MAIL_WAIT_MS;
      while (!smtp.messages.some((mail) => mail.envelope.to.includes(car.ownerEmail)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const toSeller = smtp.messages.find((mail) => mail.envelope.to.includes(car.ownerEmail));
      assert.ok(toSeller, 'the seller gets the offer');
      assert.ok(toSeller.subject.includes(`$${floor.toLocaleString('en-US')}`), toSeller.subject);
      assert.deepEqual(problems.get(page), []);
    } finally {
      await closePage(page);
    }
  });

  test('Make Offer that cannot load is logged, and the email form is offered instead', async () => {
    const { rows } = await db.query<{ listingId: string }>(
      `SELECT l.id::text AS "listingId" FROM listings l JOIN owners o ON o.id = l.owner_id
        WHERE o.private_seller AND NOT o.hide_email_form ORDER BY l.id OFFSET 1 LIMIT 1`,
    );
    const context = await session.browser.newContext({ viewport: DESKTOP });
    await context.route('**/assets/MakeOffer-*.js', (route) => route.abort());
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    try {
      await page.goto(new URL(vehiclePath(rows[0].listingId), session.app.baseUrl).href);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Email seller' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Make offer' }).count(), 0);
      assert.ok(
        logged.some((line) => line.includes('make-offer form could not load')),
        logged.join('\n'),
      );
    } finally {
      await closePage(page);
    }
  });

  test('an empty first name and a bad email are said beside their fields, and nothing is sent', async () => {
    const seller = await dealerListing(2);
    const page = await openVehicle(seller.listingId);
    try {
      const sent = emailSellerRequests(page);
      const before = smtp.messages.length;
      await page.getByRole('button', { name: 'Email seller' }).click();
      const dialog = dialogOf(page);
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example');
      await dialog.getByRole('button', { name: 'Send message' }).click();

      const firstName = dialog.getByRole('textbox', { name: 'First name' });
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await dialog.getByText('Enter your first name').waitFor();
      await dialog.getByText('Enter an email address like name@example.com').waitFor();
      assert.equal(await firstName.getAttribute('aria-invalid'), 'true');
      assert.equal(await email.getAttribute('aria-invalid'), 'true');
      // The error is the field's description: read out with it.
      const described = await firstName.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      assert.match(described, /Enter your first name/);
      assert.ok(await firstName.evaluate((input) => input === document.activeElement), 'focus on the first mistake');
      assert.equal(await dialog.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid'), null);
      await assertAccessible(page, 'email seller dialog with errors');

      // Asking for a call needs a phone number.
      await dialog.getByRole('radio', { name: 'Phone call' }).check();
      await firstName.fill('Ada');
      await email.fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByText('Enter a phone number to be called or texted').waitFor();

      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(sent, [], 'no emailSeller request');
      assert.equal(smtp.messages.length, before, 'no mail');
    } finally {
      await closePage(page);
    }
  });

  test('the leads service down: the modal says so, keeps the message, and the retry sends it once with the same key', async () => {
    const seller = await dealerListing(4);
    const shopper = `r${randomUUID().slice(0, 12)}@example.com`;
    const page = await openVehicle(seller.listingId);
    try {
      const sent = emailSellerRequests(page);
      // The gateway's answer when the leads service's circuit is open.
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('"operationName":"EmailSeller"')) return route.continue();
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [
              {
                message: 'Messages cannot be sent right now; nothing was sent. Try again in a moment',
                path: ['emailSeller'],
                extensions: { code: 'UPSTREAM_UNAVAILABLE', retryable: true },
              },
            ],
          }),
        });
      });
      await page.getByRole('button', { name: 'Email seller' }).click();
      const dialog = dialogOf(page);
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(shopper);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByRole('alert').getByText('We could not send your message right now.').waitFor();
      assert.equal(await dialog.getByRole('textbox', { name: 'First name' }).inputValue(), 'Grace');
      await assertAccessible(page, 'email seller dialog, service down');

      await page.unroute('**/graphql');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByText(`Your message is on its way to ${seller.ownerName}.`).waitFor();
      const keys = sent.map(
        (body) => (JSON.parse(body) as { variables: { idempotencyKey: string } }).variables.idempotencyKey,
      );
      assert.equal(keys.length, 2);
      assert.equal(keys[0], keys[1], "the retry carries the first attempt's key");
      const { rows } = await db.query('SELECT 1 FROM seller_leads WHERE email = $1', [shopper]);
      assert.equal(rows.length, 1, 'one message stored');
    } finally {
      await closePage(page);
    }
  });

  test('a seller who takes no email: no Email seller button, a Call link and a line saying so', async () => {
    const { rows } = await db.query<{ id: string; phone: string | null }>(
      `SELECT l.id::text AS id, o.phone FROM listings l JOIN owners o ON o.id = l.owner_id
        WHERE o.hide_email_form AND o.phone IS NOT NULL ORDER BY l.id LIMIT 1`,
    );
    assert.ok(rows[0], 'a listing whose seller hides the email form');
    const page = await openVehicle(rows[0].id);
    try {
      await page.getByText('This seller takes calls only.').waitFor();
      const call = page.getByRole('link', { name: `Call ${formatted(rows[0].phone!)}` });
      assert.match((await call.getAttribute('href')) ?? '', /^tel:\+1\d{10}$/);
      // Give the lazy chunks their time: Share arrives, Email seller does not.
      await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Email seller' }).count(), 0);
    } finally {
      await closePage(page);
    }
  });

  test('without JavaScript the vehicle page has the Call link, and no Email seller button', async () => {
    const seller = await dealerListing(0);
    const context = await session.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto(new URL(vehiclePath(seller.listingId), session.app.baseUrl).href);
      assert.equal(response?.status(), 200);
      const call = page.getByRole('link', { name: `Call ${formatted(seller.phone)}` });
      assert.equal(await call.getAttribute('href'), `tel:+1${formatted(seller.phone).replace(/\D/g, '')}`);
      assert.equal(await page.getByRole('button', { name: /Email seller|Contacted/ }).count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('the contact block, the modal and the cards fit the screen', () => {
  for (const viewport of [{ width: 320, height: 640 }, { width: 390, height: 844 }, DESKTOP]) {
    test(`at ${viewport.width} px: no sideways scroll, the dialog inside the viewport, no CSP violation`, async () => {
      const seller = await dealerListing(3);
      const page = await openVehicle(seller.listingId, { viewport });
      try {
        await page.getByRole('button', { name: 'Email seller' }).click();
        await dialogOf(page).waitFor();
        assert.deepEqual(await overflow(page), { sideways: false, dialogOutside: false }, `modal at ${viewport.width}`);
        // For a person to look at: not part of the repository.
        await page.screenshot({ path: path.join(tmpdir(), `contact-modal-${viewport.width}.png`), fullPage: true });
        await page.keyboard.press('Escape');
        await dialogOf(page).waitFor({ state: 'hidden' });
        assert.deepEqual(await overflow(page), { sideways: false, dialogOutside: false }, `page at ${viewport.width}`);
        await page.screenshot({ path: path.join(tmpdir(), `contact-vdp-${viewport.width}.png`) });
        assert.deepEqual(problems.get(page), []);
      } finally {
        await closePage(page);
      }

      // The results: a Call link on the cards of sellers with a phone, never inside the card's own link.
      const srp = await openPage(session.browser, session.app.baseUrl, '/cars-for-sale?zip=30301', viewport);
      try {
        const calls = srp.locator('.listing-card .listing-card__call a');
        await calls.first().waitFor();
        assert.match((await calls.first().getAttribute('href')) ?? '', /^tel:\+1\d{10}$/);
        assert.equal(await srp.locator('a a, a button, button a').count(), 0, 'nothing interactive inside a link');
        assert.deepEqual(
          await overflow(srp),
          { sideways: false, dialogOutside: false },
          `results at ${viewport.width}`,
        );
        await calls
          .first()
          .locator('xpath=ancestor::article')
          .screenshot({ path: path.join(tmpdir(), `contact-card-${viewport.width}.png`) });
      } finally {
        await closePage(srp);
      }
    });
  }
});
