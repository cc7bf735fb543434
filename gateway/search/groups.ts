import { GraphQLError } from 'graphql';
import type { ContextValue } from '../context';
import type { LscListing, LscListingsResponse, LscMileageStats } from '../../contracts/lsc/index';
import { BATCH_SIZE, first, pageNumber } from '../../contracts/search';
import {
  NEW_CAR_BOOST_NUM_RECORDS,
  SIMILAR_MAX_RADIUS,
  SIMILAR_NUM_RECORDS,
  SRP_SPOTLIGHTS,
  SUPPLEMENTAL_NUM_RECORDS,
  VEHICLE_HIGHLIGHTS_REQUESTED,
} from './constants';
import { MAX_EXCLUDED_LISTING_IDS } from '../../contracts/search/constants';
import { once, type PlacedListingModel, type SearchResultsModel } from './model';
import { placeListings, similarApplies, supplementalApplies } from './placements';
import { baseConstraints, upstreamParams } from './request';
import { primeOwners } from '../upstreams/lsc/loaders';
import { unavailable } from '../upstreams/unavailable';
import { withFallback } from '../errors';

/**
 * The optional result groups of the SRP (docs/rules/results.md#result-groups) beside the required search: spotlights, new
 * car boost, supplemental and similar listings, the great-price count, crawl links, mileage stats
 * and packages. Each is fetched by the field that shows it, once per result, and degrades to
 * empty when its upstream fails (docs/rules/upstreams.md#how-each-failure-shows).
 */

/** Runs an optional call: its failure is logged and answered with the fallback. */
const optional = <T>(ctx: ContextValue, group: string, work: () => Promise<T>, fallback: T): Promise<T> =>
  withFallback(ctx.log, group, 'optional search group failed; shown empty', fallback, work);

const NO_LISTINGS: LscListingsResponse = { listings: [], owners: [] };
/** Stands in for a standard spotlight to find the slots premium and featured leave open. */
const SLOT_PROBE = { id: -1 } as LscListing;

/** The search's filters for the side calls: the sort and the paging are the main search's own. */
const filtersOf = (model: Pick<SearchResultsModel, 'params'>) => upstreamParams(model.params, { sortBy: undefined });

/** The SRP page of a batch. */
export const pageOf = (model: Pick<SearchResultsModel, 'firstRecord'>) => pageNumber(model.firstRecord);

/** What a call that needs the search but not its answer starts from: it can go out beside the search. */
export type EarlySearch = Pick<SearchResultsModel, 'brand' | 'params' | 'firstRecord' | 'newCarBoost' | 'memo'>;

function listingsCall(
  ctx: ContextValue,
  group: string,
  work: () => Promise<LscListingsResponse>,
): Promise<LscListingsResponse> {
  return optional(
    ctx,
    group,
    async () => {
      const response = await work();
      primeOwners(ctx.lsc.loaders, response.owners);
      return response;
    },
    NO_LISTINGS,
  );
}

/**
 * The premium and featured spotlights and the new car boost of a batch. They need the search, not
 * its answer, so the search resolver starts them beside the required search (one upstream round
 * trip instead of two before the page can be answered); a search that matched nothing leaves them
 * unused. Never fails: each call falls back to no listings.
 */
export function placementCalls(search: EarlySearch, ctx: ContextValue) {
  return once(search, 'placementCalls', () => {
    const page = pageOf(search);
    const filters = filtersOf(search);
    // Spotlights are paid placements a brand can switch off (docs/rules/ads.md#per-brand-switches).
    const paid = ctx.features[search.brand].spotlights;
    const tier = (group: string, call: () => Promise<LscListingsResponse>) =>
      paid ? listingsCall(ctx, group, call) : Promise.resolve(NO_LISTINGS);
    return Promise.all([
      tier('premiumSpotlights', () =>
        ctx.lsc.client.premiumSpotlights({
          ...filters,
          numSpotlights: SRP_SPOTLIGHTS.premium,
          listingTier: 'premium',
          spotlightPage: page,
        }),
      ),
      tier('spotlights', () =>
        ctx.lsc.client.spotlights({
          ...filters,
          numSpotlights: SRP_SPOTLIGHTS.featured,
          listingTier: 'featured',
          spotlightPage: page,
        }),
      ),
      search.newCarBoost
        ? listingsCall(ctx, 'newCarBoost', () => ctx.lsc.client.newCarBoost(newCarBoostParams(search)))
        : Promise.resolve(NO_LISTINGS),
    ]);
  });
}

/** This batch as shown: organic results with spotlights and new car boosts at their slots (docs/rules/results.md#spotlight-slots). */
export function mainResults(model: SearchResultsModel, ctx: ContextValue): Promise<PlacedListingModel[]> {
  return once(model, 'main', async () => {
    const main = model.response.listings;
    if (main.length === 0) return [];
    const page = pageOf(model);
    const filters = filtersOf(model);
    const paid = ctx.features[model.brand].spotlights;
    const [premium, featured, boost] = await placementCalls(model, ctx);
    // A paid or boosted listing already among the organic results is not shown twice.
    const organic = new Set(main.map((l) => l.id));
    const fresh = (listings: LscListing[]) => listings.filter((l) => !organic.has(l.id));
    const place = (standard: LscListing[]) =>
      placeListings({
        main,
        spotlights: { premium: fresh(premium.listings), featured: fresh(featured.listings), standard },
        newCarBoost: fresh(boost.listings),
        pageSize: model.numRecords,
        totalCount: model.response.totalResultCount,
        firstRecord: model.firstRecord,
      });
    // Standard spotlights fill only the slots premium and featured leave ('featured or standard',
    // docs/rules/results.md#spotlights): asked for only when a slot would go to an organic listing.
    const open = place(Array<LscListing>(SRP_SPOTLIGHTS.standard).fill(SLOT_PROBE)).filter(
      (p) => p.item === SLOT_PROBE,
    ).length;
    const standard =
      paid && open > 0
        ? await listingsCall(ctx, 'standardSpotlights', () =>
            ctx.lsc.client.spotlights({
              ...filters,
              numSpotlights: SRP_SPOTLIGHTS.standard,
              listingTier: 'standard',
              spotlightPage: page,
            }),
          )
        : NO_LISTINGS;
    const placed = place(fresh(standard.listings));
    return placed.map(({ item, placement, position }) => ({ listing: item, placement, position }));
  });
}

/**
 * Vehicle highlights of the search (10 asked for, docs/rules/results.md#vehicle-highlights): listings
 * with an urgency reason, much-viewed ones included, for the page's peekaboo. First batch only.
 */
export function highlightResults(model: SearchResultsModel, ctx: ContextValue): Promise<LscListing[]> {
  return once(model, 'highlights', async () => {
    if (model.firstRecord > 0 || !ctx.features[model.brand].spotlights) return [];
    const response = await listingsCall(ctx, 'vehicleHighlights', () =>
      ctx.lsc.client.vehicleHighlights({
        ...filtersOf(model),
        numSpotlights: VEHICLE_HIGHLIGHTS_REQUESTED,
        includeExtendedVehicleHighlights: true,
      }),
    );
    return response.listings.filter((l) => l.vehicleHighlight?.isVehicleHighlight);
  });
}

/** New car boost parameters (docs/rules/results.md#new-car-boost): the vehicle, the zip and the price ceiling of the search. */
function newCarBoostParams(model: Pick<SearchResultsModel, 'params' | 'firstRecord'>) {
  const p = model.params;
  return {
    makeCode: p.makeCode,
    modelCode: p.modelCode,
    trimCode: p.trimCode,
    seriesCode: p.seriesCode,
    vehicleStyleCode: p.vehicleStyleCode,
    zip: first(p, 'zip'),
    maxPrice: first(p, 'maxPrice'),
    dealerId: first(p, 'showcaseOwnerId'),
    // The experience and the car maker's make narrow every group of the search (docs/rules/search-request.md#experiences).
    experience: first(p, 'experience'),
    ...baseConstraints(p),
    numRecords: NEW_CAR_BOOST_NUM_RECORDS,
    firstRecord: Math.floor(model.firstRecord / BATCH_SIZE) * NEW_CAR_BOOST_NUM_RECORDS,
  };
}

/**
 * Vehicle parameters a supplemental search keeps; every narrower filter is let go. The experience
 * is kept: it is a base constraint of the search, not a filter (docs/rules/search-request.md#experiences).
 */
const SUPPLEMENTAL_KEPT = ['makeCode', 'modelCode', 'vehicleStyleCode', 'listingType', 'zip', 'experience'] as const;

/**
 * Supplemental listings (100 records, docs/rules/results.md#supplemental-listings) when the results are sparse (less than one
 * batch): the same vehicle nationwide, nearest first, without the listings already shown.
 */
export function supplementalResults(model: SearchResultsModel, ctx: ContextValue): Promise<PlacedListingModel[]> {
  return once(model, 'supplemental', async () => {
    if (model.firstRecord > 0 || !supplementalApplies(model.response.totalResultCount)) return [];
    const kept = Object.fromEntries(
      SUPPLEMENTAL_KEPT.filter((name) => model.params[name]).map((name) => [name, model.params[name]]),
    );
    const response = await optional(
      ctx,
      'supplemental',
      () =>
        ctx.lsc.client.supplemental({
          ...kept,
          ...baseConstraints(model.params),
          searchRadius: 0,
          sortBy: kept.zip ? 'distanceASC' : 'relevance',
          numRecords: SUPPLEMENTAL_NUM_RECORDS,
          hideFilters: true,
        }),
      undefined,
    );
    if (!response) return [];
    primeOwners(ctx.lsc.loaders, response.owners);
    const shown = new Set(model.response.listings.map((l) => l.id));
    return response.listings
      .filter((l) => !shown.has(l.id))
      .map((listing, position) => ({ listing, position, placement: 'SUPPLEMENTAL' as const }));
  });
}

/**
 * Similar listings (20 records, radius at most 100, up to 25 excluded ids; docs/rules/results.md#similar-listings), shown when
 * the matches plus the supplemental results are at most 25.
 */
export function similarResults(model: SearchResultsModel, ctx: ContextValue): Promise<PlacedListingModel[]> {
  return once(model, 'similar', async () => {
    if (model.firstRecord > 0) return [];
    const supplemental = await supplementalResults(model, ctx);
    if (!similarApplies(model.response.totalResultCount, supplemental.length)) return [];
    const shown = [...model.response.listings, ...supplemental.map((p) => p.listing)].map((l) => String(l.id));
    const radius = Number(first(model.params, 'searchRadius') ?? SIMILAR_MAX_RADIUS);
    const response = await listingsCall(ctx, 'similar', () =>
      ctx.lsc.client.similar({
        ...filtersOf(model),
        searchRadius: Math.min(radius || SIMILAR_MAX_RADIUS, SIMILAR_MAX_RADIUS),
        numRecords: SIMILAR_NUM_RECORDS,
        excludedListingIds: shown.length ? shown.slice(0, MAX_EXCLUDED_LISTING_IDS) : undefined,
      }),
    );
    const excluded = new Set(shown);
    return response.listings
      .filter((l) => !excluded.has(String(l.id)))
      .map((listing, position) => ({ listing, position, placement: 'SIMILAR' as const }));
  });
}

/**
 * The vehicle page's similar listings (docs/rules/vehicle-page.md#similar-listings): the listing is
 * the reference (its model, year and price; its seller's ZIP), within the similar-listings radius.
 */
export async function similarToListing(listing: LscListing, count: number, ctx: ContextValue): Promise<LscListing[]> {
  const response = await listingsCall(ctx, 'similarToListing', () =>
    ctx.lsc.client.similar({
      listingId: String(listing.id),
      searchRadius: SIMILAR_MAX_RADIUS,
      numRecords: count,
      excludedListingIds: [String(listing.id)],
    }),
  );
  return response.listings.filter((similar) => similar.id !== listing.id).slice(0, count);
}

/** Great-price listings of the same search, nationwide (docs/rules/upstreams.md#listing-search-calls 'count'). */
export function greatPriceCount(model: SearchResultsModel, ctx: ContextValue): Promise<number | null> {
  return once(model, 'greatPriceCount', () =>
    optional(
      ctx,
      'count',
      async () =>
        (await ctx.lsc.client.count(upstreamParams(model.params, { searchRadius: 0, dealType: 'greatprice' }))).count,
      null,
    ),
  );
}

/** Model-year and trim links of the search; the NEW variants for a new-car search (docs/rules/pages.md#crawl-links). */
export function crawlLinks(model: SearchResultsModel, ctx: ContextValue) {
  return once(model, 'crawl', async () => {
    const isNew = model.params.listingType?.length === 1 && model.params.listingType[0] === 'NEW';
    const params = filtersOf(model);
    const [modelYears, trims] = await Promise.all([
      optional(
        ctx,
        'crawl',
        async () => (await ctx.lsc.client.crawl(isNew ? 'newModelYears' : 'modelYears', params)).links,
        [],
      ),
      optional(ctx, 'crawl', async () => (await ctx.lsc.client.crawl(isNew ? 'newTrims' : 'trims', params)).links, []),
    ]);
    return { modelYears, trims };
  });
}

/** The one model of the search, when exactly one is chosen. */
const singleModel = (model: SearchResultsModel) =>
  model.params.modelCode?.length === 1 ? model.params.modelCode[0] : undefined;

/** Mileage of the chosen model against all cars (the model and all cars in one call; docs/rules/research.md#mileage-statistics). */
export function mileageStats(model: SearchResultsModel, ctx: ContextValue) {
  return once(model, 'mileage', async () => {
    const modelCode = singleModel(model);
    if (!modelCode) return null;
    const response = await optional(
      ctx,
      'mileageStats',
      () => ctx.lsc.client.mileageStats({ modelCode, listingType: model.params.listingType, allCars: true }),
      undefined,
    );
    return response?.allCars ? { modelCode, model: response, allCars: response.allCars } : null;
  });
}

export type MileageComparison = { modelCode: string; model: LscMileageStats; allCars: LscMileageStats };

/** What a packages time-out reads as (docs/rules/upstreams.md#a-packages-time-out). */
export const PACKAGES_TIMED_OUT = 'Request timed out';

/**
 * Option packages of the chosen model and trim ('packages' of docs/rules/upstreams.md#listing-search-calls), through the loader.
 * A failure is an empty list, but a time-out is an error of the field itself, 'Request timed out'
 * (docs/rules/upstreams.md#a-packages-time-out): the field is null and the rest of the results stand.
 */
export function packageNames(model: SearchResultsModel, ctx: ContextValue): Promise<string[]> {
  return once(model, 'packages', async () => {
    const modelCode = singleModel(model);
    if (!modelCode) return [];
    const trims = model.params.trimCode ?? [];
    const key = {
      makeCode: model.params.makeCode?.length === 1 ? model.params.makeCode[0] : undefined,
      modelCode,
      trimCode: trims.length === 1 ? trims[0] : undefined,
    };
    try {
      return await ctx.lsc.loaders.packages.load(key);
    } catch (error) {
      if (!(error instanceof GraphQLError) || error.extensions.code !== 'UPSTREAM_TIMEOUT')
        return optional(ctx, 'packages', () => Promise.reject(error), []);
      ctx.log.warn({ group: 'packages', code: 'UPSTREAM_TIMEOUT' }, 'packages timed out; answered as an error');
      throw unavailable(PACKAGES_TIMED_OUT, 'UPSTREAM_TIMEOUT');
    }
  });
}

/** 'City, ST' of the search zip, for the location crumb (zip-to-city lookup). */
export function locationLabel(
  model: Pick<SearchResultsModel, 'params' | 'memo'>,
  ctx: ContextValue,
): Promise<string | undefined> {
  return once(model, 'location', async () => {
    const zip = first(model.params, 'zip');
    if (!zip) return undefined;
    return optional(
      ctx,
      'zipCity',
      async () => {
        const { city, state } = await ctx.lsc.loaders.zipCity.load(zip);
        return `${city}, ${state}`;
      },
      undefined,
    );
  });
}
