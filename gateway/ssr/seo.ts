import type { SearchResultsHead } from '../../web/src/ssr/searchResultsPage';
import { heroHeading } from '../../web/src/search/heading';
import { BRANDS, type BrandCode } from '../../contracts/search/brands';
import { JSON_LD_ITEMS } from './constants';
import { escapeHtml, jsonForScript } from './html';

/*
 * The SRP's head and crawl links, from the head's data that the page's first batch fetched with
 * its search (web/src/ssr/searchResultsPage.ts, SearchResultsHead).
 */

type Crumb = SearchResultsHead['breadcrumbs'][number];
type CrawlLinks = SearchResultsHead['crawlLinks'];
type CrawlLink = CrawlLinks['modelYears'][number];
type HeadListing = SearchResultsHead['results'][number]['listing'];

export interface Head {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** noindex for error and status pages. */
  noindex?: boolean;
  /** Structured data, written at the end of the body: crawlers read it there, and the head stays small. */
  jsonLd?: object[];
  /**
   * The photo of the first card, the page's largest paint: requested from the head at high
   * priority instead of when the parser reaches the results grid.
   */
  leadImage?: string;
}

const count = new Intl.NumberFormat('en-US');

/** Title and description from the breadcrumbs: 'Used Ford F-150 for Sale near Atlanta, GA'. */
export function srpHead(data: SearchResultsHead, origin: string): Head {
  const heading = heroHeading(data.breadcrumbs);
  const matches = `${count.format(data.totalResultCount)} ${data.totalResultCount === 1 ? 'match' : 'matches'}`;
  return {
    title: heading,
    description: `${heading}: ${matches}. Compare prices, mileage and features from dealers and private sellers, and narrow the search with filters.`,
    canonical: origin + data.request.url,
    jsonLd: [breadcrumbList(data.breadcrumbs, origin), itemList(data, origin)],
    leadImage: data.results[0]?.listing.image.src,
  };
}

/** schema.org BreadcrumbList of the trail, in trail order. */
function breadcrumbList(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href, origin),
    })),
  };
}

/** schema.org ItemList of the first batch as shown, each a Car with its Offer. */
function itemList(data: SearchResultsHead, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: data.totalResultCount,
    itemListElement: data.results.slice(0, JSON_LD_ITEMS).map(({ listing }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: car(listing, origin),
    })),
  };
}

/** What a Car's structured data is made of: a card of the SRP or the vehicle page's listing. */
type CarFacts = Pick<
  HeadListing,
  | 'title'
  | 'vdpUrl'
  | 'image'
  | 'vin'
  | 'make'
  | 'model'
  | 'trim'
  | 'year'
  | 'bodyStyle'
  | 'fuelType'
  | 'listingType'
  | 'mileage'
> & {
  pricingDetail: Pick<HeadListing['pricingDetail'], 'salePrice'>;
  owner?: { privateSeller: boolean; name: string } | null;
};

/**
 * The vehicle page's head (docs/rules/vehicle-page.md#for-crawlers): its title, a description from
 * its facts, the canonical URL, the lead photo, and its Car (a schema.org Vehicle) with the Offer.
 */
export function vehicleHead(listing: CarFacts, origin: string, canonical: string): Head {
  const facts = [
    `${count.format(listing.mileage)} miles`,
    `$${count.format(listing.pricingDetail.salePrice)}`,
    listing.owner && `sold by ${listing.owner.name}`,
  ].filter(Boolean);
  return {
    ...defaultHead(listing.title),
    description: `${listing.title}: ${facts.join(', ')}. VIN ${listing.vin}. Photos, specifications and price comparison.`,
    canonical,
    // A Car is a schema.org Vehicle; both are named, for readers that only know the general type.
    jsonLd: [{ '@context': 'https://schema.org', ...car(listing, origin), '@type': ['Car', 'Vehicle'] }],
    leadImage: listing.image.src,
  };
}

function car(listing: CarFacts, origin: string): object {
  const url = absolute(listing.vdpUrl, origin);
  return {
    '@type': 'Car',
    name: listing.title,
    url,
    image: absolute(listing.image.src, origin),
    vehicleIdentificationNumber: listing.vin,
    brand: { '@type': 'Brand', name: listing.make },
    model: listing.model,
    vehicleConfiguration: listing.trim,
    vehicleModelDate: String(listing.year),
    bodyType: listing.bodyStyle,
    fuelType: listing.fuelType,
    itemCondition:
      listing.listingType === 'NEW' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: listing.mileage, unitCode: 'SMI' },
    offers: {
      '@type': 'Offer',
      price: listing.pricingDetail.salePrice,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      ...(listing.owner && {
        seller: { '@type': listing.owner.privateSeller ? 'Person' : 'AutoDealer', name: listing.owner.name },
      }),
    },
  };
}

const absolute = (href: string, origin: string) => (/^https?:\/\//.test(href) ? href : origin + href);

/** The crawl links (docs/rules/pages.md#crawl-links) as plain links after the app: crawlers follow them without JavaScript. */
export function crawlLinksHtml(links: CrawlLinks): string {
  const section = (title: string, items: readonly CrawlLink[]) =>
    items.length === 0
      ? ''
      : `<section class="crawl-links__group"><h2 class="crawl-links__title">${escapeHtml(title)}</h2><ul class="crawl-links__list">${items
          .map(
            (link) =>
              `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a> <span class="crawl-links__count">(${count.format(link.count)})</span></li>`,
          )
          .join('')}</ul></section>`;
  const body = section('Shop by model year', links.modelYears) + section('Shop by trim', links.trims);
  return body ? `<nav class="crawl-links" aria-label="Related searches">${body}</nav>` : '';
}

/** The page's title as the browser shows it: the page's own, then the brand's name. */
export const brandedTitle = (title: string, brand: BrandCode): string => `${title} | ${BRANDS[brand].name}`;

/** schema.org WebPage naming the brand as its publisher (docs/rules/brands.md#identity). */
export function publisherLd(head: Head, brand: BrandCode, origin?: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: head.title,
    ...(head.canonical ? { url: head.canonical } : {}),
    publisher: { '@type': 'Organization', name: BRANDS[brand].name, ...(origin ? { url: origin } : {}) },
  };
}

export function headHtml(head: Head, brand: BrandCode): string {
  const tags = [
    `<title>${escapeHtml(brandedTitle(head.title, brand))}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.leadImage)
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high" />`);
  return tags.join('\n    ');
}

/** The head's structured data as JSON-LD scripts (placed at the end of the body). */
/** `nonceAttribute`: the response's ` nonce="…"`, kept on every inline script (data blocks too) so none stands out. */
export const jsonLdHtml = (head: Head, nonceAttribute = ''): string =>
  (head.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json"${nonceAttribute}>${jsonForScript(data)}</script>`)
    .join('\n    ');

export const defaultHead = (title: string, noindex = false): Head => ({
  title,
  description: 'Search used, new and certified cars for sale from dealers and private sellers.',
  noindex,
});
