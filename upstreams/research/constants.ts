import type { CertifiedContent } from '../../contracts/research/index';

/**
 * The research-content services' numbers and fixed content (docs/rules/research.md), in one
 * place: the seed writes its rows from them and the routes answer with them.
 */

/** The valuation site's content host: expert review links and guids point there. */
export const CONTENT_SITE = 'https://www.fairvalueguide.example';

/** Reference vehicle ids count up from here, one per model year, in catalogue order. */
export const FIRST_VEHICLE_ID = 400_000;
/** Expert review post ids count up from here. */
export const FIRST_POST_ID = 10_000;

/** Consumer rating names, in the order they are listed; Overall is the average the site shows first. */
export const RATING_NAMES = [
  'Overall',
  'Value',
  'Performance',
  'Quality',
  'Comfort',
  'Reliability',
  'Styling',
] as const;
/** Most consumer reviews a seeded vehicle gets; model years not yet sold get none. */
export const MAX_REVIEWS_PER_VEHICLE = 400;
/** The expert reviewers, as the content API's embedded authors. */
export const REVIEW_AUTHORS = ['Dana Whitfield', 'Marco Ruiz', 'Priya Natarajan', 'Sam Okafor', 'Lena Brandt'] as const;

/** WordPress paging of the posts endpoint: 10 by default, at most 100. */
export const DEFAULT_POSTS_PER_PAGE = 10;
export const MAX_POSTS_PER_PAGE = 100;

/** Model years a reference lookup accepts. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/**
 * The certified program content (docs/rules/research.md#certified-program): the car maker's program gives a money-back guarantee of
 * 14 days or 1,000 miles, and its gold tier takes cars up to 6 years old with under 80,000 miles
 * after a 172-point inspection. Third-party certified cars have the same money-back guarantee and a
 * 30 to 90 day limited warranty.
 */
export const CERTIFIED_CONTENT: CertifiedContent = {
  program: {
    maker: 'Halden Motors',
    name: 'Halden Motors Certified',
    listingType: 'CERTIFIED',
    moneyBackGuarantee: { days: 14, miles: 1_000 },
    tiers: [{ code: 'GOLD', name: 'Gold Certified', maxAgeYears: 6, maxMiles: 80_000, inspectionPoints: 172 }],
  },
  thirdParty: {
    listingType: '3P_CERT',
    moneyBackGuarantee: { days: 14, miles: 1_000 },
    limitedWarrantyDays: { min: 30, max: 90 },
  },
};
