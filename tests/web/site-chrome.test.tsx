/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../../web/src/components/SiteHeader';
import { OPT_OUT_TEXTS, SiteFooter } from '../../web/src/components/SiteFooter';
import { SkipLink } from '../../web/src/components/SkipLink';
import { SiteChrome } from '../../web/src/components/SiteChrome';
import { StatusCodePage } from '../../web/src/ssr/StatusCodePage';
import { PageDataContext } from '../../web/src/ssr/page';
import { pending } from '../../web/src/events/record';
import { OPT_OUT_KEY } from '../../web/src/events/constants';
import { BRAND_THEMES } from '../../web/src/brand/theme';
import { BRANDS, type BrandCode } from '../../contracts/search/brands';
import { DEFAULT_FEATURES } from '../../contracts/features';

// react-dom/server (the server HTML) reads these at import time; jsdom does not provide them. A
// timer stands in for its channel (Node's would keep jest running after the tests).
class MessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({}), 0) };
}
Object.assign(globalThis, { MessageChannel, TextEncoder, TextDecoder });
const { renderToString } = await import('react-dom/server');

/** docs/rules/pages.md#site-chrome */

const CODES = Object.keys(BRANDS) as BrandCode[];

afterEach(cleanup);

describe('the site header', () => {
  it.each(CODES)("shows %s's logo: its mark and name, linking to its home", (code) => {
    render(
      <PageDataContext value={{ brand: code }}>
        <SiteHeader />
      </PageDataContext>,
    );
    const logo = screen.getByRole('link', { name: BRANDS[code].name });
    expect(logo.getAttribute('href')).toBe(BRANDS[code].homeHref);
    expect(logo.textContent).toBe(`${BRAND_THEMES[code].logoMark}${BRANDS[code].name}`);
  });

  it('renders without any provider, as the used-car brand, or as the brand it is given', () => {
    render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'MotorMart' })).toBeTruthy();
    cleanup();
    render(<SiteHeader brand="halden" />);
    expect(screen.getByRole('link', { name: 'Halden Motors Certified' })).toBeTruthy();
  });

  it('has no menu without account entries (pages outside the app)', () => {
    render(<SiteHeader />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('has a menu button that toggles the entries; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<SiteHeader account={<a href="/account/sign-in">Sign in</a>} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const entries = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(entries).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(entries.classList.contains('is-open')).toBe(false);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(entries.classList.contains('is-open')).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    within(entries).getByRole('link', { name: 'Sign in' }).focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(entries.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    render(
      <SiteHeader
        account={
          <a href="#saved" onClick={(event) => event.preventDefault()}>
            Saved cars
          </a>
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Saved cars' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the site footer', () => {
  beforeEach(() => {
    document.cookie = `${OPT_OUT_KEY}=; max-age=0; path=/`;
    localStorage.clear();
  });

  it.each(CODES)("shows %s's name, tagline and the site's links", (code) => {
    render(
      <PageDataContext value={{ brand: code }}>
        <SiteFooter />
      </PageDataContext>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(BRANDS[code].name)).toBeTruthy();
    expect(within(footer).getByText(BRAND_THEMES[code].tagline)).toBeTruthy();
    const links = within(footer).getByRole('navigation', { name: 'Site' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/cars-for-sale', '/compare', '/account/saved-searches', '/account/saved-cars']);
  });

  it('leaves out the links of features the brand turned off', () => {
    render(
      <PageDataContext value={{ features: { ...DEFAULT_FEATURES.motormart, compare: false, savedSearches: false } }}>
        <SiteFooter />
      </PageDataContext>,
    );
    expect(screen.queryByRole('link', { name: 'Compare' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Saved searches' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Saved cars' })).toBeTruthy();
  });

  it('opts out of shopper events and says so', async () => {
    const user = userEvent.setup();
    pending.push({
      kind: 'event',
      event: { type: 'search_shown', search: '', resultCount: 1, at: '', route: '/' },
    } as never);
    render(<SiteFooter />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await user.click(await screen.findByRole('button', { name: OPT_OUT_TEXTS.button }));
    expect(status.textContent).toBe(OPT_OUT_TEXTS.done);
    // optOut() (events/record.ts): the queue emptied, the flag set as a cookie and in localStorage.
    expect(pending).toHaveLength(0);
    expect(document.cookie).toContain(`${OPT_OUT_KEY}=1`);
    expect(localStorage.getItem(OPT_OUT_KEY)).toBe('1');
  });

  it('says so from the start to a browser that already opted out', async () => {
    document.cookie = `${OPT_OUT_KEY}=1; path=/`;
    render(<SiteFooter />);
    expect(await screen.findByText(OPT_OUT_TEXTS.done)).toBeTruthy();
  });

  it('leaves the button out of the server HTML (it needs script) but keeps its status line; none where asked', async () => {
    const html = renderToString(<SiteFooter />);
    expect(html).not.toContain(OPT_OUT_TEXTS.button);
    expect(html).toContain('role="status"');
    expect(renderToString(<SiteFooter withOptOut={false} />)).not.toContain('site-footer__status');
    render(<SiteFooter />);
    expect(await screen.findByRole('button', { name: OPT_OUT_TEXTS.button })).toBeTruthy();
  });
});

describe('the skip link', () => {
  it('targets #main, with its label', () => {
    render(<SkipLink label="Skip to results" />);
    expect(screen.getByRole('link', { name: 'Skip to results' }).getAttribute('href')).toBe('#main');
    cleanup();
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });
});

describe('the pages outside the app', () => {
  it('StatusCodePage shows the header and the footer around its main, the skip link first', () => {
    const { container } = render(<StatusCodePage status={404} brand="fairvalue" />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FairValue Guide' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(BRAND_THEMES.fairvalue.tagline)).toBeTruthy();
    // A static page (no client): no opt-out button that would do nothing.
    expect(within(footer).queryByRole('button')).toBeNull();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404: This page could not be found.');
    const firstFocusable = container.querySelector('a[href], button');
    expect(firstFocusable?.textContent).toBe('Skip to content');
  });

  it('StatusCodePage defaults to the used-car brand', () => {
    render(<StatusCodePage status={404} />);
    expect(screen.getByRole('link', { name: 'MotorMart' })).toBeTruthy();
  });

  it('SiteChrome wraps any content with the chrome', () => {
    const html = renderToString(
      <SiteChrome brand="halden">
        <main id="main">x</main>
      </SiteChrome>,
    );
    expect(html.indexOf('skip-link')).toBeLessThan(html.indexOf('site-header'));
    expect(html).toContain('Halden Motors Certified');
    // The opt-out needs script: a server render has its status line, not its button.
    expect(html).not.toContain('Do not share my shopping activity');
  });
});
