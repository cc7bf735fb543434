/**
 * Payload types of the listing search service (lsc) REST API, spec §3 and §7. They are the
 * contract: the gateway's codegen maps GraphQL types onto them, and the reference upstream
 * (upstreams/lsc) builds exactly these shapes.
 */

export interface LscImage {
  src: string;
  alt: string;
}

export interface LscListing {
  id: number;
  vin: string;
  title: string;
  ownerId: number;
  make: { name: string };
  model: { name: string };
  makeCode: string;
  modelCode: string;
  trim: { code: string; name: string };
  year: number;
  images: { sources: LscImage[]; primary: number };
  pricingDetail: {
    salePrice: number;
    msrp: number | null;
    incentive: number | null;
    /** Typical price of comparable listings, the reference of the deal indicator. */
    expectedPrice: number;
    dealIndicator: 'GREAT' | 'GOOD' | 'FAIR' | 'HIGH' | null;
  };
  listingType: 'USED' | 'NEW' | 'CERTIFIED' | '3P_CERT';
  vdpBaseUrl: string;
  mileage: { value: number };
  bodyStyles: Array<{ code: string }>;
  driveType: string;
  fuelType: string;
  mpgCity: number;
  mpgHighway: number;
  color: { exteriorColorSimple: string; interiorColorSimple: string };
  engine: { code: string; name: string };
  transmission: string;
  doors: number;
  specifications: { mpg: string | null; mileRange: number | null; engine: string; driveType: string };
  features: string[];
  /** Option packages the listing carries (names, e.g. 'Technology Package'): what the packages filter matches. */
  packages: string[];
  vehicleHistory: string[];
  photoCount: number;
  listedDate: string;
  /** Miles from the search zip, when the search has one. */
  distanceFromSearch: number | null;
  /** With marketExtension=include: imeDmaMatch is true inside the searched radius, false in the wider market. */
  marketExtension?: { imeDmaMatch: boolean };
  /** The listing's owner, when the search payload embeds it. */
  owner?: LscOwner;
}

export interface LscOwner {
  id: number;
  name: string;
  privateSeller: boolean;
  logo: { src: string } | null;
  location: { address: { address1: string | null; city: string; state: string; zip: string } };
  phone: { value: string } | null;
  website: { href: string } | null;
  hideEmailForm: boolean;
  dealerDiff: { tagline: string } | null;
  homeServices: string[];
  rating: { value: number } | null;
  shippingLabel: string | null;
  distanceFromSearch: number | null;
  /** Money back guarantee offered by the dealer. */
  vehicleExchange?: boolean;
}

export interface LscRangeStat {
  min: number;
  max: number;
}

export interface LscFilterOption {
  label: string;
  value: string;
  /** Listings the search would have with this option selected too (disjunctive count). */
  count: number;
  selected: boolean;
  /** True when the count is 0 or lower (never for the radius). */
  disabled: boolean;
  /** The code this option belongs under: a model's make code, a trim's model code, a cab style's cab size. */
  parent?: string;
}

export interface LscFilterGroup {
  label: string;
  /** The query parameter of the group, e.g. makeCode. */
  name: string;
  collapsed: boolean;
  /** Selected values. */
  value: string[];
  options: LscFilterOption[];
}

export interface LscSearchResponse {
  listings: LscListing[];
  owners: LscOwner[];
  totalResultCount: number;
  /** With marketExtension=include: how many of totalResultCount lie beyond the searched radius. */
  marketExtensionCount?: number;
  stats: { derivedprice: LscRangeStat | null; year: LscRangeStat | null };
  filterGroups: LscFilterGroup[];
  requestParams: Record<string, string[]>;
  invalidQueryParams: string[];
}

export interface LscOwnersResponse {
  owners: LscOwner[];
}

export interface LscErrorBody {
  error: { code: string; message: string; parameter?: string };
}

/** Spotlights, new car boost and similar listings: a list of listings with their owners. */
export interface LscListingsResponse {
  listings: LscListing[];
  owners: LscOwner[];
  totalResultCount?: number;
}

export interface LscCountResponse {
  count: number;
}

export interface LscCrawlLink {
  label: string;
  href: string;
  count: number;
}

export interface LscCrawlResponse {
  links: LscCrawlLink[];
}

export interface LscMileageStats {
  stats: Array<{
    max: number;
    mean: number;
    count: number;
    facetSearchFieldStats: { year: Array<{ name: string; count: number; mean: number }> };
  }>;
  /** Listings at or under each mileage threshold ('name' is the threshold). */
  facetStats: Array<{ name: string; count: number }>;
}

export interface LscPackagesResponse {
  results: { packageNames: string[] };
}

export interface LscViewCounts {
  vin: string;
  /** Views per brand over the date range. */
  counts: Record<string, number>;
}

/** Several VINs give a list; one VIN gives the single-listing shape of the original call. */
export type LscViewCountsResponse = { dateRange: number } & ({ listings: LscViewCounts[] } | LscViewCounts);

export interface LscKeywordSuggestion {
  label: string;
  type: string;
  params: Record<string, string>;
  count: number;
  /** A content page (a model's reviews) the suggestion opens instead of searching. */
  contentUrl?: string;
}

export interface LscKeywordsResponse {
  suggestions: LscKeywordSuggestion[];
}

export interface LscZipValidateResponse {
  success: boolean;
  zip: string;
}

export interface LscZipCityResponse {
  zip: string;
  city: string;
  state: string;
}
