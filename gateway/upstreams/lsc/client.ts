import {
  LscCountResponse,
  LscCrawlResponse,
  LscExpiredListingResponse,
  LscErrorBody,
  LscKeywordsResponse,
  LscNaturalResponse,
  LscDealExplanationsResponse,
  LscListingsResponse,
  LscMileageStatsResponse,
  LscModelInfoResponse,
  LscOwnersResponse,
  LscPackagesResponse,
  LscPriceHistoryResponse,
  LscSafetyResponse,
  LscSearchResponse,
  LscViewCountsResponse,
  LscZipCityResponse,
  LscZipValidateResponse,
} from '../../../contracts/lsc/index';
import { upstreamEndpoints, type EndpointCall, type UpstreamClientOptions } from '../client';
import type { QueryParams } from '../http';
import { LSC_ENDPOINTS, VIEW_COUNT_DATE_RANGE } from './constants';

export type CrawlKind = 'modelYears' | 'newModelYears' | 'trims' | 'newTrims';

/** Which model years of which make and model the model info call asks for. */
export interface ModelInfoParams {
  makeCode: string;
  modelCode: string;
  /** The newest model year; the service's default (last year) when unset. */
  startYear?: number;
  /** How many model years from startYear down. */
  numRecords: number;
}

/** Which make, model and model year the safety call asks about. */
export interface SafetyParams {
  makeCode: string;
  modelCode: string;
  year: number;
}

/** Typed calls to the listing search service (docs/rules/upstreams.md#listing-search-calls), each endpoint behind its own breaker. */
export interface LscClient {
  /** Where the service answers; /readyz checks it. */
  readonly baseUrl: string;
  /** The required search of the SRP. */
  search(params: QueryParams): Promise<LscSearchResponse>;
  /** The broadened search behind the supplemental results. */
  supplemental(params: QueryParams): Promise<LscSearchResponse>;
  /** Listings by id. */
  listings(ids: readonly number[]): Promise<LscSearchResponse>;
  owners(ids: readonly number[]): Promise<LscOwnersResponse>;
  premiumSpotlights(params: QueryParams): Promise<LscListingsResponse>;
  spotlights(params: QueryParams): Promise<LscListingsResponse>;
  /** A sponsor's listings for the alpha showcase (an optional search: 3 s). */
  showcase(params: QueryParams): Promise<LscSearchResponse>;
  /** Listings with an urgency reason (the SRP's peekaboo). */
  vehicleHighlights(params: QueryParams): Promise<LscListingsResponse>;
  newCarBoost(params: QueryParams): Promise<LscListingsResponse>;
  similar(params: QueryParams): Promise<LscListingsResponse>;
  count(params: QueryParams): Promise<LscCountResponse>;
  crawl(kind: CrawlKind, params: QueryParams): Promise<LscCrawlResponse>;
  /** Mileage stats of a model; with allCars also those of all cars, in the same call. */
  mileageStats(params: QueryParams): Promise<LscMileageStatsResponse>;
  /** A make and model's trims by model year, with the prices of their listings. */
  modelInfo(params: ModelInfoParams): Promise<LscModelInfoResponse>;
  /** The safety reference of a make, model and model year (null when the catalogue does not know it). */
  safety(params: SafetyParams): Promise<LscSafetyResponse>;
  packages(params: QueryParams): Promise<LscPackagesResponse>;
  viewCounts(vins: readonly string[]): Promise<LscViewCountsResponse>;
  keywords(text: string, params: QueryParams): Promise<LscKeywordsResponse>;
  /** A plain-language sentence read into SRP query parameters, with its count (zip and searchRadius for it). */
  natural(text: string, params: QueryParams): Promise<LscNaturalResponse>;
  /** The deal explanations of the listings for sale among `ids` (at most 30). */
  dealExplanations(ids: readonly number[]): Promise<LscDealExplanationsResponse>;
  zipValidate(zip: string): Promise<LscZipValidateResponse>;
  zipCity(zip: string): Promise<LscZipCityResponse>;
  /** A listing taken off sale: its make and model (null when it is for sale or never was). */
  expiredListing(id: string): Promise<LscExpiredListingResponse>;
  /** The price histories of these listings, one call for all (a listing that does not exist is left out). */
  priceHistories(ids: readonly number[]): Promise<LscPriceHistoryResponse>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createLscClient(baseUrl: string, options: UpstreamClientOptions = {}): LscClient {
  const endpoint = upstreamEndpoints(
    { name: 'lsc', baseUrl, endpoints: LSC_ENDPOINTS, errorBody: LscErrorBody },
    options,
  );
  const search = endpoint('search', LscSearchResponse);
  const supplemental = endpoint('supplemental', LscSearchResponse);
  const listings = endpoint('listings', LscSearchResponse);
  const owners = endpoint('owners', LscOwnersResponse);
  const crawls: Record<CrawlKind, EndpointCall<LscCrawlResponse>> = {
    modelYears: endpoint('modelYears', LscCrawlResponse),
    newModelYears: endpoint('newModelYears', LscCrawlResponse),
    trims: endpoint('trims', LscCrawlResponse),
    newTrims: endpoint('newTrims', LscCrawlResponse),
  };
  const premiumSpotlights = endpoint('premiumSpotlights', LscListingsResponse);
  const spotlights = endpoint('spotlights', LscListingsResponse);
  const vehicleHighlights = endpoint('vehicleHighlights', LscListingsResponse);
  const showcase = endpoint('showcase', LscSearchResponse);
  const newCarBoost = endpoint('newCarBoost', LscListingsResponse);
  const similar = endpoint('similar', LscListingsResponse);
  const count = endpoint('count', LscCountResponse);
  const mileageStats = endpoint('mileageStats', LscMileageStatsResponse);
  const modelInfo = endpoint('modelInfo', LscModelInfoResponse);
  const safety = endpoint('safety', LscSafetyResponse);
  const packages = endpoint('packages', LscPackagesResponse);
  const viewCounts = endpoint('viewCounts', LscViewCountsResponse);
  const keywords = endpoint('keywords', LscKeywordsResponse);
  const natural = endpoint('natural', LscNaturalResponse);
  const zipValidate = endpoint('zipValidate', LscZipValidateResponse);
  const zipCity = endpoint('zipCity', LscZipCityResponse);
  const expired = endpoint('expired', LscExpiredListingResponse);
  const priceHistory = endpoint('priceHistory', LscPriceHistoryResponse);
  const dealExplanations = endpoint('dealExplanations', LscDealExplanationsResponse);
  return {
    baseUrl,
    search: (params) => search(params),
    supplemental: (params) => supplemental({ ...params, supplemental: true }),
    listings: (ids) => listings({ listingId: [...ids], numRecords: ids.length, hideFilters: true }),
    owners: (ids) => owners({ ownerId: [...ids] }),
    premiumSpotlights: (params) => premiumSpotlights(params),
    spotlights: (params) => spotlights(params),
    vehicleHighlights: (params) => vehicleHighlights(params),
    showcase: (params) => showcase({ ...params, hideFilters: true }),
    newCarBoost: (params) => newCarBoost(params),
    similar: (params) => similar(params),
    count: (params) => count(params),
    crawl: (kind, params) => crawls[kind](params),
    mileageStats: (params) => mileageStats(params),
    modelInfo: ({ makeCode, modelCode, startYear, numRecords }) =>
      modelInfo({ makeCode, modelCode, startYear, numRecords }),
    safety: ({ makeCode, modelCode, year }) => safety({ makeCode, modelCode, year }),
    packages: (params) => packages(params),
    viewCounts: (vins) => viewCounts({ vin: [...vins], dateRange: VIEW_COUNT_DATE_RANGE }),
    keywords: (text, params) => keywords(params, `/${encodeURIComponent(text)}`),
    natural: (text, params) => natural({ ...params, text }),
    zipValidate: (zip) => zipValidate({ zip }),
    zipCity: (zip) => zipCity({ zip }),
    expiredListing: (id) => expired({}, `/${encodeURIComponent(id)}`),
    priceHistories: (ids) => priceHistory({ listingId: [...ids] }),
    dealExplanations: (ids) => dealExplanations({ listingId: ids.map(String) }),
  };
}
