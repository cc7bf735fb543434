/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { cleanup, fireEvent, render, screen, waitFor } = await import('@testing-library/react');
const { ApolloClient, ApolloLink, InMemoryCache } = await import('@apollo/client');
const { ApolloProvider } = await import('@apollo/client/react');
const { MemoryRouter } = await import('react-router');
const { DEFAULT_FEATURES } = await import('../../contracts/features');
const { hiddenIn, hideCookie, isHidden } = await import('../../web/src/showcase/cookie');
const { showcaseEligible } = await import('../../web/src/showcase/rules');
const { AlphaShowcase } = await import('../../web/src/showcase/AlphaShowcase');
const { AlphaShowcaseQuery } = await import('../../web/src/showcase/documents');
const { expectedGroups, peekabooShown } = await import('../../web/src/results/rules');

/** Rules of docs/rules/showcase.md and docs/rules/results.md#result-groups. */

describe('when the showcase can show (docs/rules/showcase.md#when-it-shows)', () => {
  it('needs a ZIP code and a search that is not already a sponsorship', () => {
    expect(showcaseEligible({ zip: ['30303'] }, true)).toBe(true);
    expect(showcaseEligible({}, true)).toBe(false);
    expect(showcaseEligible({ zip: ['30303'], isSponsorship: ['true'] }, true)).toBe(false);
    expect(showcaseEligible({ zip: ['30303'], showcaseOwnerId: ['12'] }, true)).toBe(false);
    expect(showcaseEligible({ zip: ['30303'] }, false)).toBe(false);
  });

  it('follows the per-brand switch: on for the marketplace and the valuation site, off for the car maker', () => {
    expect(DEFAULT_FEATURES.motormart.showcase).toBe(true);
    expect(DEFAULT_FEATURES.fairvalue.showcase).toBe(true);
    expect(DEFAULT_FEATURES.halden.showcase).toBe(false);
    expect(DEFAULT_FEATURES.halden.ads).toBe(false);
    expect(DEFAULT_FEATURES.halden.spotlights).toBe(true);
    expect(Object.keys(DEFAULT_FEATURES).sort()).toEqual(['fairvalue', 'halden', 'motormart']);
  });
});

describe('Hide (docs/rules/showcase.md#hide)', () => {
  it('is a session cookie by default and a timed one when a lifetime is set', () => {
    expect(hideCookie(null)).toBe('mm_showcase_hidden=1; Path=/; SameSite=Lax');
    expect(hideCookie(3600)).toBe('mm_showcase_hidden=1; Path=/; SameSite=Lax; Max-Age=3600');
  });

  it('is read from the cookie header value and from document.cookie', () => {
    expect(isHidden('1')).toBe(true);
    expect(isHidden(undefined)).toBe(false);
    expect(isHidden('0')).toBe(false);
    expect(hiddenIn('a=b; mm_showcase_hidden=1')).toBe(true);
    expect(hiddenIn('mm_showcase_hidden=10')).toBe(false);
  });
});

describe('result groups (docs/rules/results.md#result-groups)', () => {
  it('expects supplemental listings below 30 matches and similar ones at 25 or fewer', () => {
    expect(expectedGroups(29)).toEqual({ supplemental: true, similar: false });
    expect(expectedGroups(30)).toEqual({ supplemental: false, similar: false });
    expect(expectedGroups(25)).toEqual({ supplemental: true, similar: true });
    expect(expectedGroups(0)).toEqual({ supplemental: true, similar: true });
  });

  it('shows the peekaboo with more than 3 vehicle highlights', () => {
    expect(peekabooShown(3)).toBe(false);
    expect(peekabooShown(4)).toBe(true);
  });
});

const listing = (id: number) => ({
  __typename: 'Listing',
  id: String(id),
  year: 2022,
  make: 'Ford',
  model: 'Escape',
  trim: 'SE',
  vdpUrl: `/cars-for-sale/vehicle/${id}`,
  pricingDetail: { __typename: 'PricingDetail', salePrice: 21_500 },
  image: { __typename: 'ListingImage', src: `/images/${id}.svg`, alt: 'A Ford Escape' },
});

const SHOWCASE = {
  __typename: 'AlphaShowcase',
  campaignId: 'motormart-showcase-524',
  view: 'INVENTORY',
  matchCount: 34,
  seeAllHref: '/cars-for-sale?isSponsorship=true&showcaseOwnerId=1390&zip=30303',
  owner: {
    __typename: 'Owner',
    id: '1390',
    name: 'Experiment Auto Group',
    address: { __typename: 'Address', city: 'Experiment', state: 'GA' },
  },
  listings: [listing(1), listing(2), listing(3)],
};

/** The showcase as the page's query leaves it in the cache; `loading` while that query runs. */
function renderShowcase(answer: unknown, loading = false) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({
    query: AlphaShowcaseQuery,
    variables: { queryString: 'zip=30303' },
    data: { searchListings: { __typename: 'SearchResults', alphaShowcase: answer } } as never,
  });
  const tree = (pending: boolean) => (
    <ApolloProvider client={client}>
      <MemoryRouter>
        <AlphaShowcase queryString="zip=30303" eligible loading={pending} />
      </MemoryRouter>
    </ApolloProvider>
  );
  const rendered = render(tree(loading));
  return { ...rendered, done: () => rendered.rerender(tree(false)) };
}

describe('the showcase (docs/rules/showcase.md#the-bar-and-the-carousel)', () => {
  afterEach(() => {
    cleanup();
    document.cookie = 'mm_showcase_hidden=; Path=/; Max-Age=0';
  });

  it('holds its place while loading, then shows the dealer closed; View Vehicles opens the carousel', async () => {
    const { container, done } = renderShowcase(SHOWCASE, true);
    expect(container.querySelector('.showcase--loading')).not.toBeNull();
    done();
    await screen.findByRole('heading', { name: 'Experiment Auto Group' });
    expect(screen.getByText(/34 matching vehicles at this dealer/)).toBeTruthy();
    const carousel = container.querySelector('.showcase__carousel')!;
    expect(carousel.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'View Vehicles' }));
    expect(carousel.hasAttribute('hidden')).toBe(false);
    expect(carousel.querySelectorAll('li')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Vehicles' }));
    expect(carousel.hasAttribute('hidden')).toBe(true);
    expect(screen.getByRole('link', { name: 'See all 34' }).getAttribute('href')).toBe(SHOWCASE.seeAllHref);
  });

  it('Hide removes it and writes the cookie', async () => {
    const { container } = renderShowcase(SHOWCASE);
    fireEvent.click(await screen.findByRole('button', { name: "Hide Experiment Auto Group's showcase" }));
    await waitFor(() => expect(container.querySelector('.showcase')).toBeNull());
    expect(hiddenIn(document.cookie)).toBe(true);
  });

  it('the owner view says so; no showcase answers nothing', async () => {
    renderShowcase({ ...SHOWCASE, view: 'OWNER', matchCount: 0, listings: [listing(4), listing(5)] });
    await screen.findByText(/Featured dealer near you/);
    expect(screen.getByRole('link', { name: 'See all vehicles' })).toBeTruthy();
    cleanup();
    const { container } = renderShowcase(null);
    await waitFor(() => expect(container.querySelector('.showcase')).toBeNull());
  });
});
