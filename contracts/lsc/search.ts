import { z } from 'zod';
import { LscListing, LscOwner } from './listing';

/** The listing search and the calls that answer lists of listings (lsc, GET /rest/lsc/listing…). */

export const LscRangeStat = z.object({ min: z.number(), max: z.number() });
export type LscRangeStat = z.infer<typeof LscRangeStat>;

export const LscFilterOption = z.object({
  label: z.string(),
  value: z.string(),
  /** Listings the search would have with this option selected too (disjunctive count). */
  count: z.number(),
  selected: z.boolean(),
  /** True when the count is 0 or lower (never for the radius). */
  disabled: z.boolean(),
  /** The code this option belongs under: a model's make code, a trim's model code, a cab style's cab size. */
  parent: z.string().optional(),
});
export type LscFilterOption = z.infer<typeof LscFilterOption>;

export const LscFilterGroup = z.object({
  label: z.string(),
  /** The query parameter of the group, e.g. makeCode. */
  name: z.string(),
  collapsed: z.boolean(),
  /** Selected values. */
  value: z.array(z.string()),
  options: z.array(LscFilterOption),
});
export type LscFilterGroup = z.infer<typeof LscFilterGroup>;

/**
 * A relax hint (docs/rules/results.md#relax-hints): how many listings the search would match with
 * one of its filters removed. `parameters` are the SRP query parameters that filter stands for.
 */
export const LscRelaxCount = z.object({
  /** The filter group: a dimension name (makeCode …), priceRange, yearRange, mileage, searchRadius, city, state. */
  group: z.string(),
  parameters: z.array(z.string()),
  count: z.number(),
});
export type LscRelaxCount = z.infer<typeof LscRelaxCount>;

/** One bar of a range histogram: listings with min ≤ value ≤ max (whole dollars, years, miles; null: open end). */
export const LscHistogramBin = z.object({ min: z.number().nullable(), max: z.number().nullable(), count: z.number() });
export type LscHistogramBin = z.infer<typeof LscHistogramBin>;

/** Range histograms (docs/rules/filters.md#range-histograms), each leaving out its own panel's filter. */
export const LscHistograms = z.object({
  price: z.array(LscHistogramBin),
  year: z.array(LscHistogramBin),
  mileage: z.array(LscHistogramBin),
});
export type LscHistograms = z.infer<typeof LscHistograms>;

/** GET /rest/lsc/listing: a page of listings with their owners, the facets and the request as read. */
export const LscSearchResponse = z.object({
  listings: z.array(LscListing),
  owners: z.array(LscOwner),
  totalResultCount: z.number(),
  /** With marketExtension=include: how many of totalResultCount lie beyond the searched radius. */
  marketExtensionCount: z.number().optional(),
  stats: z.object({ derivedprice: LscRangeStat.nullable(), year: LscRangeStat.nullable() }),
  filterGroups: z.array(LscFilterGroup),
  /** With facets and fewer than 5 matches: per shopper filter, the matches without it, most first. */
  relaxCounts: z.array(LscRelaxCount).optional(),
  /** With facets: the price, year and mileage histograms. */
  histograms: LscHistograms.optional(),
  requestParams: z.record(z.string(), z.array(z.string())),
  invalidQueryParams: z.array(z.string()),
});
export type LscSearchResponse = z.infer<typeof LscSearchResponse>;

/** Spotlights, new car boost and similar listings: a list of listings with their owners. */
export const LscListingsResponse = z.object({
  listings: z.array(LscListing),
  owners: z.array(LscOwner),
  totalResultCount: z.number().optional(),
});
export type LscListingsResponse = z.infer<typeof LscListingsResponse>;

/** GET /rest/lsc/owner?ownerId=…: owners by id. */
export const LscOwnersResponse = z.object({ owners: z.array(LscOwner) });
export type LscOwnersResponse = z.infer<typeof LscOwnersResponse>;

/** GET /rest/lsc/listing/count. */
export const LscCountResponse = z.object({ count: z.number() });
export type LscCountResponse = z.infer<typeof LscCountResponse>;
