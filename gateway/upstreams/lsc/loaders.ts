import DataLoader from 'dataloader';
import type { LscClient, ModelInfoParams, SafetyParams } from './client';
import { MAX_DEAL_EXPLANATIONS_PER_CALL, PRICE_HISTORY_BATCH } from './constants';
import type {
  LscDealExplanation,
  LscListing,
  LscModelYear,
  LscOwner,
  LscPriceHistory,
  LscSafety,
  LscZipCityResponse,
} from '../../../contracts/lsc/index';

export interface PackagesKey {
  makeCode?: string;
  modelCode: string;
  trimCode?: string;
}

export interface LscLoaders {
  owner: DataLoader<number, LscOwner | null>;
  /**
   * Owners that came with a search payload, answered synchronously: a resolver returning a promise
   * makes GraphQL complete its whole listing asynchronously, which costs more than the lookup.
   */
  knownOwners: Map<number, LscOwner>;
  listing: DataLoader<number, LscListing | null>;
  /** Views over the last 7 days, all brands together, by VIN. */
  viewCount: DataLoader<string, number>;
  packages: DataLoader<PackagesKey, string[], string>;
  /**
   * City and state of a zip. A server-rendered page runs several operations on one context (its
   * first batch, then the batches a page number stands for): each names the location crumb, and
   * the lookup is made once.
   */
  zipCity: DataLoader<string, LscZipCityResponse>;
  /**
   * A make and model's trims by model year (docs/rules/research.md#trim), keyed by make, model,
   * start year and number of years: the trims modal, the compare-trims table and the model
   * reference section of one page ask once.
   */
  modelInfo: DataLoader<ModelInfoParams, LscModelYear[], string>;
  /**
   * The safety reference of a make, model and model year (docs/rules/safety.md), keyed by all
   * three: the page asks once however many fields want it; null when the catalogue does not know it.
   */
  safety: DataLoader<SafetyParams, LscSafety | null, string>;
  /**
   * Listings' price histories (docs/rules/vehicle-page.md#price-history): one call for every listing
   * of the operation that asks; null for a listing the service does not know.
   */
  priceHistory: DataLoader<number, LscPriceHistory | null>;
  /**
   * Listings' deal explanations (docs/rules/vehicle-page.md#deal-explanation): one call for every
   * listing of the operation that asks; null for a listing not for sale.
   */
  dealExplanation: DataLoader<number, LscDealExplanation | null>;
}

/**
 * Waits for the current round of resolvers to settle before calling: the result groups of one
 * page (main, spotlights, supplemental, similar) resolve on different promises, and their view
 * counts still go in one call.
 */
const afterResolvers = (dispatch: () => void) => void setImmediate(dispatch);

/** Built per request: one batched call for all owners (listings, view counts …) a query touches. */
export function createLscLoaders(client: LscClient): LscLoaders {
  return {
    knownOwners: new Map(),
    dealExplanation: new DataLoader(
      async (ids) => {
        const { explanations } = await client.dealExplanations(ids);
        const byId = new Map(explanations.map((explanation) => [explanation.listingId, explanation]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_DEAL_EXPLANATIONS_PER_CALL },
    ),
    owner: new DataLoader(async (ids) => {
      const { owners } = await client.owners(ids);
      const byId = new Map(owners.map((owner) => [owner.id, owner]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    listing: new DataLoader(async (ids) => {
      const { listings } = await client.listings(ids);
      const byId = new Map(listings.map((listing) => [listing.id, listing]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    viewCount: new DataLoader(
      async (vins) => {
        const response = await client.viewCounts(vins);
        const entries = 'listings' in response ? response.listings : [response];
        const total = new Map(entries.map((e) => [e.vin, Object.values(e.counts).reduce((sum, n) => sum + n, 0)]));
        return vins.map((vin) => total.get(vin) ?? 0);
      },
      { batchScheduleFn: afterResolvers },
    ),
    // The packages endpoint answers one model (and trim) per call; a page asks about one.
    packages: new DataLoader(
      async (keys) =>
        Promise.all(
          keys.map(
            async (key) =>
              (await client.packages({ makeCode: key.makeCode, modelCode: key.modelCode, trimCode: key.trimCode }))
                .results.packageNames,
          ),
        ),
      { cacheKeyFn: (key) => `${key.makeCode ?? ''}/${key.modelCode}/${key.trimCode ?? ''}` },
    ),
    // The endpoint answers one zip per call.
    zipCity: new DataLoader(async (zips) => Promise.all(zips.map((zip) => client.zipCity(zip)))),
    // The endpoint answers one make, model and run of years per call; one failing fails only its own key.
    modelInfo: new DataLoader(
      async (keys) =>
        Promise.all(
          keys.map((key) =>
            client.modelInfo(key).then(
              (answer) => answer.items,
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      {
        cacheKeyFn: (key) => `${key.makeCode}/${key.modelCode}/${key.startYear ?? ''}/${key.numRecords}`,
      },
    ),
    // The endpoint answers one make, model and year per call; one failing fails only its own key.
    safety: new DataLoader(
      async (keys) =>
        Promise.all(
          keys.map((key) =>
            client.safety(key).then(
              (answer) => answer.safety,
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      { cacheKeyFn: (key) => `${key.makeCode}/${key.modelCode}/${key.year}` },
    ),
    priceHistory: new DataLoader(
      async (ids) => {
        const { histories } = await client.priceHistories(ids);
        const byId = new Map(histories.map((history) => [history.listingId, history]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { batchScheduleFn: afterResolvers, maxBatchSize: PRICE_HISTORY_BATCH },
    ),
  };
}

/** Owners that came with a payload cost no owner call later. */
export function primeOwners(loaders: LscLoaders, owners: readonly LscOwner[] | undefined): void {
  for (const owner of owners ?? []) {
    loaders.knownOwners.set(owner.id, owner);
    loaders.owner.prime(owner.id, owner);
  }
}
