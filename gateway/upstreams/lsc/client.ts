import { createBreaker, type BreakerSettings } from '../breaker';
import { errorFromUpstream } from '../errors';
import { getJson, type QueryParams } from '../http';
import { LSC_ENDPOINTS, VIEW_COUNT_DATE_RANGE, type LscEndpointName } from './constants';
import type {
  LscCountResponse,
  LscCrawlResponse,
  LscKeywordsResponse,
  LscListingsResponse,
  LscMileageStats,
  LscOwnersResponse,
  LscPackagesResponse,
  LscSearchResponse,
  LscViewCountsResponse,
  LscZipCityResponse,
  LscZipValidateResponse,
} from './types';

export type CrawlKind = 'modelYears' | 'newModelYears' | 'trims' | 'newTrims';

/** Typed calls to the listing search service (spec §7), each endpoint behind its own breaker. */
export interface LscClient {
  /** The required search of the SRP. */
  search(params: QueryParams): Promise<LscSearchResponse>;
  /** The broadened search behind the supplemental results. */
  supplemental(params: QueryParams): Promise<LscSearchResponse>;
  /** Listings by id. */
  listings(ids: readonly number[]): Promise<LscSearchResponse>;
  owners(ids: readonly number[]): Promise<LscOwnersResponse>;
  premiumSpotlights(params: QueryParams): Promise<LscListingsResponse>;
  spotlights(params: QueryParams): Promise<LscListingsResponse>;
  newCarBoost(params: QueryParams): Promise<LscListingsResponse>;
  similar(params: QueryParams): Promise<LscListingsResponse>;
  count(params: QueryParams): Promise<LscCountResponse>;
  crawl(kind: CrawlKind, params: QueryParams): Promise<LscCrawlResponse>;
  /** Mileage stats of a model; with allCars also those of all cars, in the same call. */
  mileageStats(params: QueryParams): Promise<LscMileageStats & { allCars?: LscMileageStats }>;
  packages(params: QueryParams): Promise<LscPackagesResponse>;
  viewCounts(vins: readonly string[]): Promise<LscViewCountsResponse>;
  keywords(text: string, params: QueryParams): Promise<LscKeywordsResponse>;
  zipValidate(zip: string): Promise<LscZipValidateResponse>;
  zipCity(zip: string): Promise<LscZipCityResponse>;
}

export interface LscClientOptions {
  /** Replaces the spec's time-out and reset of every endpoint (fault tests use short ones). */
  breakers?: Partial<BreakerSettings>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createLscClient(baseUrl: string, options: LscClientOptions = {}): LscClient {
  /** One breaker per endpoint; failures leave as GraphQL errors with stable codes. */
  const call = <T>(name: LscEndpointName, pathSuffix = '') => {
    const { path, timeout, resetTimeout } = { ...LSC_ENDPOINTS[name], ...options.breakers };
    const breaker = createBreaker(
      `lsc.${name}`,
      (suffix: string, params: QueryParams) => getJson<T>(baseUrl, `${path}${suffix}`, params, timeout),
      { timeout, resetTimeout },
    );
    return async (params: QueryParams, suffix = pathSuffix): Promise<T> => {
      try {
        return await breaker.fire(suffix, params);
      } catch (error) {
        throw errorFromUpstream(error, path);
      }
    };
  };
  const search = call<LscSearchResponse>('search');
  const supplemental = call<LscSearchResponse>('supplemental');
  const listings = call<LscSearchResponse>('listings');
  const owners = call<LscOwnersResponse>('owners');
  const crawls: Record<CrawlKind, (params: QueryParams) => Promise<LscCrawlResponse>> = {
    modelYears: call('modelYears'),
    newModelYears: call('newModelYears'),
    trims: call('trims'),
    newTrims: call('newTrims'),
  };
  const viewCounts = call<LscViewCountsResponse>('viewCounts');
  const keywords = call<LscKeywordsResponse>('keywords');
  const zipValidate = call<LscZipValidateResponse>('zipValidate');
  const zipCity = call<LscZipCityResponse>('zipCity');
  return {
    search: (params) => search(params),
    supplemental: (params) => supplemental({ ...params, supplemental: true }),
    listings: (ids) => listings({ listingId: [...ids], numRecords: ids.length, hideFilters: true }),
    owners: (ids) => owners({ ownerId: [...ids] }),
    premiumSpotlights: call('premiumSpotlights'),
    spotlights: call('spotlights'),
    newCarBoost: call('newCarBoost'),
    similar: call('similar'),
    count: call('count'),
    crawl: (kind, params) => crawls[kind](params),
    mileageStats: call('mileageStats'),
    packages: call('packages'),
    viewCounts: (vins) => viewCounts({ vin: [...vins], dateRange: VIEW_COUNT_DATE_RANGE }),
    keywords: (text, params) => keywords(params, `/${encodeURIComponent(text)}`),
    zipValidate: (zip) => zipValidate({ zip }),
    zipCity: (zip) => zipCity({ zip }),
  };
}
