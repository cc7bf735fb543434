import type { ListingResolvers, PricingDetailResolvers } from '../__generated__/resolvers-types';
import { VEHICLE_HISTORY_LABELS } from '../../contracts/lsc/listing';
import {
  PAYMENT_DEFAULTS,
  financedAmount,
  monthlyPaymentFor,
  paymentEstimateError,
  type PaymentEstimate,
} from '../../contracts/payments';
import { SIMILAR_NUM_RECORDS } from '../search/constants';
import { similarToListing } from '../search/groups';
import { invalidField } from '../search/validate';
import { moneyBackGuarantee } from '../search/certified';
import { dealerDifference, listingOwner } from './DealerDifference';
import { priceHistory } from './PriceHistory';
import { dealExplanation } from './DealExplanation';
import { withFallback } from '../errors';

// `id` (a number upstream) needs no resolver: GraphQL's ID type writes it as a string.
export const Listing: ListingResolvers = {
  make: (listing) => listing.make.name,
  model: (listing) => listing.model.name,
  trim: (listing) => listing.trim.name,
  mileage: (listing) => listing.mileage.value,
  image: (listing) => listing.images.sources[listing.images.primary] ?? listing.images.sources[0],
  bodyStyle: (listing) => listing.bodyStyles[0]?.code ?? '',
  bodyStyleName: (listing) => listing.bodyStyles[0]?.name ?? '',
  driveTypeName: (listing) => listing.specifications.driveType,
  vehicleHistory: (listing) => listing.vehicleHistory.map((code) => VEHICLE_HISTORY_LABELS[code] ?? code),
  // The primary photo first, then the others in the service's order.
  photos: (listing) => {
    const { sources, primary } = listing.images;
    return sources[primary] ? [sources[primary], ...sources.filter((_, index) => index !== primary)] : sources;
  },
  similarListings: (listing, { first }, ctx) => {
    const count = first ?? 8;
    if (!Number.isInteger(count) || count < 1 || count > SIMILAR_NUM_RECORDS)
      throw invalidField('first', `must be 1 to ${SIMILAR_NUM_RECORDS}`);
    return similarToListing(listing, count, ctx);
  },
  electricRange: (listing) => listing.specifications.mileRange,
  engine: (listing) => listing.engine.name,
  vdpUrl: (listing) => listing.vdpBaseUrl,
  owner: (listing, _args, ctx) => listingOwner(listing, ctx),
  // The dealer's content for the seller card, fetched only when asked for (docs/rules/vehicle-page.md#seller-card).
  dealerDifference: (listing, _args, ctx) => dealerDifference(listing, ctx),
  inWiderMarket: (listing) => listing.marketExtension?.imeDmaMatch === false,
  // The dealer's offer, or the certified program's (docs/rules/certified.md#which-cars-have-one).
  moneyBackGuarantee: (listing, _args, ctx) => moneyBackGuarantee(listing, ctx),
  // A service that does not say has no urgency reason to give (docs/rules/results.md#urgency-labels).
  vehicleHighlight: (listing) => listing.vehicleHighlight ?? null,
  // Fetched only when asked for, one call for every listing of the operation (docs/rules/vehicle-page.md#price-history).
  priceHistory: (listing, _args, ctx) => priceHistory(listing, ctx),
  dealExplanation: (listing, _args, ctx) => dealExplanation(listing, ctx),
  // From the search payload, no call (docs/rules/results.md#price-drop-label).
  priceDrop: (listing) => listing.priceDrop ?? null,
  // One batched view-count call for every listing of the response, 7-day range (docs/rules/results.md#sellers-and-view-counts).
  viewCount: (listing, _args, { lsc, log, listingGroupsSettled }) =>
    withFallback(log, 'viewCounts', 'view counts unavailable', null, async () => {
      await listingGroupsSettled;
      return lsc.loaders.viewCount.load(listing.vin);
    }),
};

export const PricingDetail: PricingDetailResolvers = {
  priceDifference: (pricing) => pricing.salePrice - pricing.expectedPrice,
  // The one payment rule (docs/rules/payments.md), shared with the Monthly Payment filter.
  payments: (pricing, { estimate: input }) => {
    const estimate: PaymentEstimate = {
      downPayment: input.downPayment ?? PAYMENT_DEFAULTS.downPayment,
      tradeInValue: input.tradeInValue ?? PAYMENT_DEFAULTS.tradeInValue,
      termMonths: input.termMonths ?? PAYMENT_DEFAULTS.termMonths,
      aprPercent: input.aprPercent ?? PAYMENT_DEFAULTS.aprPercent,
    };
    const error = paymentEstimateError(estimate);
    if (error) throw invalidField(`estimate.${error.field}`, error.rule);
    return {
      monthly: monthlyPaymentFor(pricing.salePrice, estimate),
      financed: financedAmount(pricing.salePrice, estimate),
      termMonths: estimate.termMonths,
      aprPercent: estimate.aprPercent,
    };
  },
};
