import { BATCH_SIZE, SRP_PATH } from './constants';

/**
 * The brands sharing the search experience (docs/rules/README.md#brands), under fictional names: a used-car
 * marketplace, a car valuation site and one car maker's variant. Several search rules differ by
 * brand; each difference is a flag here so the rules read the flag, not the brand.
 */
export interface Brand {
  code: BrandCode;
  name: string;
  /** With no listing type chosen, the search asks for USED (docs/rules/search-request.md#listing-type-by-default). */
  defaultsToUsed: boolean;
  /** The car-maker brand uses its own breadcrumb set (docs/rules/breadcrumbs.md#car-maker-trail). */
  breadcrumbSet: 'standard' | 'carMaker';
  /** Where the breadcrumb trail's home crumb links. */
  homeHref: string;
  /** Listings per page. */
  pageSize: number;
  /**
   * A visitor past the quick-save maximum sees the car saved while the sign-in modal is open, and
   * closing the modal (the user-closed action) unsaves it (docs/rules/saved-cars.md#past-the-quick-save-maximum).
   */
  unsavesWhenSignInClosed: boolean;
  /** The brand shows its certified used program whatever the search (docs/rules/certified.md#where-the-details-show). */
  showsCertifiedProgram: boolean;
  /**
   * The make whose listings are the brand's whole inventory (docs/rules/search-request.md#the-car-makers-make),
   * undefined for a brand that shows every make. Every search of the brand is narrowed to it.
   */
  makerMakeCode: string | undefined;
}

export type BrandCode = 'motormart' | 'fairvalue' | 'halden';

export const BRANDS: Readonly<Record<BrandCode, Brand>> = {
  motormart: {
    code: 'motormart',
    name: 'MotorMart',
    defaultsToUsed: true,
    breadcrumbSet: 'standard',
    homeHref: '/',
    pageSize: BATCH_SIZE,
    unsavesWhenSignInClosed: false,
    showsCertifiedProgram: false,
    makerMakeCode: undefined,
  },
  fairvalue: {
    code: 'fairvalue',
    name: 'FairValue Guide',
    defaultsToUsed: true,
    breadcrumbSet: 'standard',
    homeHref: '/',
    pageSize: BATCH_SIZE,
    unsavesWhenSignInClosed: true,
    showsCertifiedProgram: false,
    makerMakeCode: undefined,
  },
  halden: {
    code: 'halden',
    name: 'Halden Motors Certified',
    defaultsToUsed: false,
    breadcrumbSet: 'carMaker',
    // Its home crumb goes to the results page itself (docs/rules/breadcrumbs.md#car-maker-trail).
    homeHref: SRP_PATH,
    // Its 25-per-page setting is treated as 30 (docs/rules/README.md#brands).
    pageSize: BATCH_SIZE,
    unsavesWhenSignInClosed: false,
    // It is the car maker's own site: its certified used program is always on show.
    showsCertifiedProgram: true,
    // Halden Motors is fictional and the seeded listings carry real makes only, so one real make
    // stands for the maker's own: Ford, a make with a full range (cars, SUVs, pickups, vans) and
    // many listings in every seeded market, so the maker's pages have inventory to show.
    makerMakeCode: 'FORD',
  },
};
