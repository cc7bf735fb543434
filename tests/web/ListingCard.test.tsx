/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { act, cleanup, render, screen, waitFor } = await import('@testing-library/react');
const { MemoryRouter } = await import('react-router');
const { ApolloClient, ApolloLink, InMemoryCache } = await import('@apollo/client');
const { ApolloProvider } = await import('@apollo/client/react');
const { typePolicies } = await import('../../web/src/apollo/typePolicies');
const { setSavedListingIds } = await import('../../web/src/account/cache');
const { ListingCardFragment } = await import('../../web/src/components/ListingCard');
const { ListingCard } = await import('../../web/src/components/ListingCard');
type Listing = import('../../web/src/__generated__/graphql').ListingCard_ListingFragment;

const listing: Listing = {
  id: '701234567',
  year: 2021,
  make: 'Ford',
  model: 'F-150',
  trim: 'XLT',
  mileage: 41_200,
  vdpUrl: '/cars-for-sale/vehicle/701234567',
  distanceFromSearch: 12.4,
  pricingDetail: { salePrice: 23_995, dealIndicator: 'GOOD' },
  image: { src: '/images/listing/701234567.svg', alt: '2021 Ford F-150 XLT' },
  owner: { id: '42', name: 'Peachtree Ford', phone: '(404) 555-0123' },
  viewCount: 2,
  vehicleHighlight: null,
  moneyBackGuarantee: false,
  priceDrop: null,
};

/** The card as the grid renders it: its listing in the page's cache (the heart reads its state there). */
function renderCard(overrides: Partial<Listing> = {}, savedListingIds?: string[]) {
  const cache = new InMemoryCache({ typePolicies });
  const card = { ...listing, ...overrides };
  cache.writeFragment({ fragment: ListingCardFragment, data: { __typename: 'Listing', ...card } as never });
  if (savedListingIds) setSavedListingIds(cache, savedListingIds);
  const client = new ApolloClient({ cache, link: ApolloLink.empty() });
  const rendered = render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <ListingCard listing={card} />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { ...rendered, cache };
}

afterEach(cleanup);

describe('a listing card in the search results', () => {
  it('shows the car, its price, mileage, seller and distance', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: '2021 Ford F-150 XLT' })).toBeTruthy();
    expect(screen.getByText('$23,995')).toBeTruthy();
    expect(screen.getByText('41,200 miles')).toBeTruthy();
    expect(screen.getByText('Peachtree Ford')).toBeTruthy();
    expect(screen.getByText('12 mi. away')).toBeTruthy();
  });

  it('links to the vehicle details page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /^2021 Ford F-150 XLT/ });
    expect(link.getAttribute('href')).toBe('/cars-for-sale/vehicle/701234567');
  });

  it("has a Call link to the seller's phone, beside the card's link and not inside it", () => {
    renderCard();
    const call = screen.getByRole('link', { name: /^Call \(404\) 555-0123/ });
    expect(call.getAttribute('href')).toBe('tel:+14045550123');
    expect(call.textContent).toContain('2021 Ford F-150 XLT');
    const cardLink = screen.getByRole('link', { name: /^2021 Ford F-150 XLT/ });
    expect(cardLink.contains(call)).toBe(false);
    expect(call.closest('a')?.parentElement?.closest('a')).toBeNull();
  });

  it('has no Call link when the seller has no phone', () => {
    renderCard({ owner: { id: '42', name: 'Peachtree Ford', phone: null } });
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
  });

  it('shows no distance when the search had no ZIP code', () => {
    renderCard({ distanceFromSearch: null });
    expect(screen.getByText('$23,995')).toBeTruthy();
    expect(screen.queryByText(/mi\. away/)).toBeNull();
  });

  it('says why the car is urgent, and how many viewed it when more than 3 did', () => {
    renderCard({
      vehicleHighlight: { urgencyDriverType: 'PRICE_REDUCED', urgencyDriverValue: 'Great Price' },
      viewCount: 7,
    });
    expect(screen.getByText('Reduced Price!')).toBeTruthy();
    expect(screen.getByText('7 Viewers')).toBeTruthy();
  });

  it('says nothing of urgency for a car without a reason and with 3 viewers or fewer', () => {
    renderCard({ viewCount: 3 });
    expect(screen.queryByText(/Viewers|Act Quick!/)).toBeNull();
  });

  it("says 'Price dropped $N' for a recent drop, and nothing without one", () => {
    const { unmount } = renderCard({ priceDrop: { amount: 1_200 } });
    expect(screen.getByText('Price dropped $1,200')).toBeTruthy();
    unmount();
    renderCard();
    expect(screen.queryByText(/Price dropped/)).toBeNull();
  });

  it("shows a recent drop's amount in place of 'Reduced Price!', which says the same", () => {
    renderCard({
      priceDrop: { amount: 1_200 },
      vehicleHighlight: { urgencyDriverType: 'PRICE_REDUCED', urgencyDriverValue: 'Great Price' },
    });
    expect(screen.getByText('Price dropped $1,200')).toBeTruthy();
    expect(screen.queryByText('Reduced Price!')).toBeNull();
  });

  it('has a compare button naming the car, which the drawer serves (no handler of its own)', () => {
    renderCard();
    const button = screen.getByRole('button', { name: /Compare.*2021 Ford F-150 XLT/ });
    expect(button.getAttribute('data-compare-id')).toBe('701234567');
    expect(button.getAttribute('data-compare-title')).toBe('2021 Ford F-150 XLT');
  });

  it('has a Money Back Guarantee badge, a button the certified details host serves, only when the car has one', () => {
    renderCard({ moneyBackGuarantee: true });
    const badge = screen.getByRole('button', { name: /^Money Back Guarantee.*2021 Ford F-150 XLT/ });
    expect(badge.getAttribute('type')).toBe('button');
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    expect(badge.hasAttribute('data-certified-details')).toBe(true);
    expect(badge.closest('a')).toBeNull();
    cleanup();
    renderCard({ moneyBackGuarantee: false });
    expect(screen.queryByRole('button', { name: /Money Back Guarantee/ })).toBeNull();
  });

  it('leaves the RETURN urgency label to the badge, and labels any other reason as usual', () => {
    const returnPolicy = { urgencyDriverType: 'RETURN' as const, urgencyDriverValue: 'Money Back Guarantee' };
    renderCard({ moneyBackGuarantee: true, vehicleHighlight: returnPolicy });
    expect(screen.getAllByText(/Money Back Guarantee/)).toHaveLength(1);
    cleanup();
    renderCard({
      moneyBackGuarantee: true,
      vehicleHighlight: { urgencyDriverType: 'NEWLY_LISTED', urgencyDriverValue: 'Newly Listed' },
    });
    expect(screen.getByText('Newly Listed')).toBeTruthy();
  });

  it('has a heart naming the car, empty until the viewer saved it, which the saved cars controller serves', async () => {
    const { cache } = renderCard({}, []);
    const heart = screen.getByRole('button', { name: /Save.*2021 Ford F-150 XLT/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('data-save-id')).toBe('701234567');
    // Saved elsewhere (another card, the vehicle page): the cache's viewer entry turns this heart.
    act(() => setSavedListingIds(cache, ['701234567']));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.textContent).toContain('Saved');
    act(() => setSavedListingIds(cache, []));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });
});
