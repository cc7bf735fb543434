import type { Locator, Page } from 'playwright-core';

/**
 * The site header's account links (docs/rules/pages.md#site-chrome). On a phone they sit behind
 * the header's Menu button: this opens it first, as a shopper would.
 */
export async function accountNav(page: Page): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByRole('navigation', { name: 'Account' });
}
