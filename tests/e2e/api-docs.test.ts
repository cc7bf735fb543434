import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { e2eSession } from './support/session';

/*
 * The public API reference (/docs/api) as `npm run build:web` wrote it, in Chromium under its own
 * policy: nothing refused, no sideways scrolling from 320 px up, no accessibility violation.
 */

const session = e2eSession();

describe('the API reference', () => {
  for (const width of [320, 390, 1280]) {
    test(`fits ${width} px without scrolling sideways, with no policy complaint and no axe violation`, async () => {
      const context = await session.browser.newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => problems.push(`console ${message.type()}: ${message.text()}`));
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
        const response = await page.goto(new URL('/docs/api', session.app.baseUrl).href);
        assert.equal(response?.status(), 200);
        assert.match(response!.headers()['content-security-policy'], /^default-src 'none'; style-src 'sha256-/);
        assert.equal(await page.title(), 'API reference · Cars for Sale');
        // The stylesheet applied (its hash is in the policy): the header is dark.
        assert.equal(
          await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor),
          'rgb(31, 41, 55)',
        );
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        assert.ok(scrollWidth <= innerWidth, `scrollWidth ${scrollWidth} > ${innerWidth}`);
        const { violations } = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          [],
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a type link leads to the type', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      await page.goto(new URL('/docs/api', session.app.baseUrl).href);
      await page.locator('nav').getByRole('link', { name: 'SearchInput', exact: true }).click();
      assert.equal(new URL(page.url()).hash, '#type-SearchInput');
      assert.ok(await page.locator('#type-SearchInput h3').isVisible());
    } finally {
      await page.close();
    }
  });
});
