import { BATCH_SIZE, SRP_PATH } from '../../contracts/search';

/**
 * The brands sharing the search experience (spec §1), under fictional names: a used-car
 * marketplace, a car valuation site and one car maker's variant. Several search rules differ by
 * brand; each difference is a flag here so the rules read the flag, not the brand.
 */
export interface Brand {
  code: BrandCode;
  name: string;
  /** With no listing type chosen, the search asks for USED (spec §4 'Condition mapping'). */
  defaultsToUsed: boolean;
  /** The car-maker brand uses its own breadcrumb set (spec §2 'Breadcrumbs'). */
  breadcrumbSet: 'standard' | 'carMaker';
  /** Where the breadcrumb trail's home crumb links. */
  homeHref: string;
  /** Listings per page. */
  pageSize: number;
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
  },
  fairvalue: {
    code: 'fairvalue',
    name: 'FairValue Guide',
    defaultsToUsed: true,
    breadcrumbSet: 'standard',
    homeHref: '/',
    pageSize: BATCH_SIZE,
  },
  halden: {
    code: 'halden',
    name: 'Halden Motors Certified',
    defaultsToUsed: false,
    breadcrumbSet: 'carMaker',
    // Its home crumb goes to the results page itself (spec §2).
    homeHref: SRP_PATH,
    // Its 25-per-page setting is treated as 30 (spec §9 'Listing counts').
    pageSize: BATCH_SIZE,
  },
};
