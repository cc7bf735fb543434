import type { FastifyInstance } from 'fastify';
import type { LscDealExplanation } from '../../../contracts/lsc/lookups';
import { DEAL_CHART_BARS, DEAL_CHART_STEP, MAX_DEAL_EXPLANATIONS } from '../constants';
import type { Comparables } from '../engine/listing-index';
import { priceRating } from '../engine/price-rating';
import type { ListingSearchService } from '../service';
import { endpoint, listingIdsOf, type EndpointDeps, type Params } from './common';

/** The comparables' prices in about DEAL_CHART_BARS bars of a round width. */
function distributionOf(prices: readonly number[]): LscDealExplanation['distribution'] {
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const from = Math.floor(min / DEAL_CHART_STEP) * DEAL_CHART_STEP;
  const binWidth = Math.max(
    DEAL_CHART_STEP,
    Math.ceil((max - from + 1) / DEAL_CHART_BARS / DEAL_CHART_STEP) * DEAL_CHART_STEP,
  );
  const counts = new Array<number>(Math.floor((max - from) / binWidth) + 1).fill(0);
  for (const price of prices) counts[Math.floor((price - from) / binWidth)]++;
  return { from, binWidth, counts };
}

/** One listing's explanation (docs/rules/vehicle-page.md#deal-explanation). */
export function explanationOf({
  listing,
  condition,
  startYear,
  endYear,
  prices,
  fit,
  expectedPrice,
}: Comparables): LscDealExplanation {
  return {
    listingId: listing.id,
    price: listing.price,
    mileage: listing.mileage,
    expectedPrice,
    rating: priceRating(listing.price, expectedPrice, listing.listingType),
    comparables: {
      count: prices.length,
      makeCode: listing.makeCode,
      makeName: listing.makeName,
      modelCode: listing.modelCode,
      modelName: listing.modelName,
      condition,
      startYear,
      endYear,
      medianPrice: fit.medianPrice,
      medianMileage: fit.medianMileage,
    },
    mileageAdjustment: expectedPrice - fit.medianPrice,
    perThousandMiles: Math.round(-fit.slope * 1000),
    distribution: distributionOf(prices),
  };
}

function explain(service: ListingSearchService, query: Params) {
  return {
    explanations: listingIdsOf(query, MAX_DEAL_EXPLANATIONS).flatMap((id) => {
      const comparables = service.comparables(id);
      return comparables ? [explanationOf(comparables)] : [];
    }),
  };
}

/** GET /rest/lsc/listing/deal (docs/rules/vehicle-page.md#deal-explanation): each listing's comparables, from the index's peer groups. */
export function registerDeal(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/deal', ({ service, query }) => explain(service, query));
}
