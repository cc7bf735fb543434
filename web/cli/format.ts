import type { CliListingQuery, CliSearchQuery, DealIndicator, Placement } from './__generated__/graphql';
import type { Budget } from './api';

const dollars = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : `$${amount.toLocaleString('en-US')}`;
const miles = (mileage: number) => `${mileage.toLocaleString('en-US')} mi`;

/** The deal rating as the page words it. */
const DEAL_WORDS: Record<DealIndicator, string> = {
  GREAT: 'Great price',
  GOOD: 'Good price',
  FAIR: 'Fair price',
  HIGH: 'High price',
};

/** Placements an advertiser paid for; the page labels them, and so does this. */
const SPONSORED: ReadonlySet<Placement> = new Set([
  'PREMIUM_SPOTLIGHT',
  'FEATURED_SPOTLIGHT',
  'STANDARD_SPOTLIGHT',
  'NEW_CAR_BOOST',
]);

/** A page link as a full URL: the API's origin before a path the API answers. */
export const absolute = (link: string, apiUrl: string) => new URL(link, apiUrl).href;

/** One batch of a search, a car per two lines: what, price, mileage, deal, seller; then its id and page. */
export function formatSearch(results: CliSearchQuery['searchListings'], apiUrl: string): string {
  const lines = [
    `${results.totalResultCount.toLocaleString('en-US')} cars match ${results.request.queryString || '(everything)'}` +
      (results.results.length < results.totalResultCount ? `; the first ${results.results.length}:` : ':'),
  ];
  results.results.forEach(({ listing, placement }, index) => {
    const seller = listing.owner
      ? `${listing.owner.name}, ${listing.owner.address.city}, ${listing.owner.address.state}`
      : 'seller unknown';
    const deal = listing.pricingDetail.dealIndicator ? DEAL_WORDS[listing.pricingDetail.dealIndicator] : undefined;
    const sponsored = SPONSORED.has(placement) ? ' (sponsored)' : '';
    lines.push(
      `${String(index + 1).padStart(3)}. ${listing.title}${sponsored}`,
      `     ${[dollars(listing.pricingDetail.salePrice), miles(listing.mileage), deal, seller].filter(Boolean).join(' · ')}`,
      `     id ${listing.id}  ${absolute(listing.vdpUrl, apiUrl)}`,
    );
  });
  return lines.join('\n');
}

/** One listing's details, a fact per line. */
export function formatListing(listing: NonNullable<CliListingQuery['listing']>, apiUrl: string): string {
  const price = listing.pricingDetail;
  const facts: Array<[string, string | undefined]> = [
    ['Price', dollars(price.salePrice)],
    ['MSRP', price.msrp ? dollars(price.msrp) : undefined],
    ['Expected price', dollars(price.expectedPrice)],
    ['Deal', price.dealIndicator ? DEAL_WORDS[price.dealIndicator] : undefined],
    ['Mileage', miles(listing.mileage)],
    ['Engine', listing.engine],
    ['Transmission', listing.transmission],
    ['Drive', listing.driveTypeName],
    ['Fuel', listing.fuelType],
    ['MPG', `${listing.mpgCity} city / ${listing.mpgHighway} highway`],
    ['VIN', listing.vin],
    [
      'Seller',
      listing.owner
        ? `${listing.owner.name}, ${listing.owner.address.city}, ${listing.owner.address.state} ${listing.owner.address.zip}` +
          (listing.owner.phone ? `, ${listing.owner.phone}` : '')
        : undefined,
    ],
    ['Page', absolute(listing.vdpUrl, apiUrl)],
  ];
  return [
    listing.title,
    ...facts
      .filter((fact): fact is [string, string] => !!fact[1])
      .map(([label, value]) => `  ${label.padEnd(15)}${value}`),
  ].join('\n');
}

/** What the search ignored of the query string, and why; undefined when it took all of it. */
export function formatIgnored(results: CliSearchQuery['searchListings']): string | undefined {
  const dropped = results.request.dropped.map((value) => `${value.name}=${value.value} (${value.reason})`);
  const named = new Set(results.request.dropped.map((value) => value.name));
  const unknown = results.invalidQueryParams
    .filter((name) => !named.has(name))
    .map((name) => `${name} (not a parameter)`);
  const ignored = [...dropped, ...unknown];
  return ignored.length ? `Ignored: ${ignored.join('; ')}.` : undefined;
}

/** The key's budget left, as the answer's headers told it. */
export function formatBudget(budget: Budget): string | undefined {
  const parts = [
    budget.requestsRemaining !== undefined ? `${budget.requestsRemaining} requests` : undefined,
    budget.costRemaining !== undefined ? `${budget.costRemaining} cost` : undefined,
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  const reset = budget.resetSeconds !== undefined ? ` for the next ${budget.resetSeconds} s` : '';
  return `API key budget left${reset}: ${parts.join(', ')}.`;
}
