import { z } from 'zod';

/** The listing search service's lookups: crawl links, statistics, packages, view counts, keywords, zips. */

export const LscCrawlLink = z.object({ label: z.string(), href: z.string(), count: z.number() });
export type LscCrawlLink = z.infer<typeof LscCrawlLink>;

/** GET /rest/lsc/crawl/{modelyears,newmodelyears,trims,newtrims}. */
export const LscCrawlResponse = z.object({ links: z.array(LscCrawlLink) });
export type LscCrawlResponse = z.infer<typeof LscCrawlResponse>;

/** Mileage statistics of the listings a filter set matches. */
export const LscMileageStats = z.object({
  stats: z.array(
    z.object({
      max: z.number(),
      mean: z.number(),
      count: z.number(),
      facetSearchFieldStats: z.object({
        year: z.array(z.object({ name: z.string(), count: z.number(), mean: z.number() })),
      }),
    }),
  ),
  /** Listings at or under each mileage threshold ('name' is the threshold). */
  facetStats: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type LscMileageStats = z.infer<typeof LscMileageStats>;

/** GET /rest/lsc/crawl/stats/mileage: a model's statistics; with allCars=true also those of all cars. */
export const LscMileageStatsResponse = LscMileageStats.extend({ allCars: LscMileageStats.optional() });
export type LscMileageStatsResponse = z.infer<typeof LscMileageStatsResponse>;

/** GET /cars-for-sale/searchoptions/packages: the option packages of a model (and trim). */
export const LscPackagesResponse = z.object({ results: z.object({ packageNames: z.array(z.string()) }) });
export type LscPackagesResponse = z.infer<typeof LscPackagesResponse>;

export const LscViewCounts = z.object({
  vin: z.string(),
  /** Views per brand over the date range. */
  counts: z.record(z.string(), z.number()),
});
export type LscViewCounts = z.infer<typeof LscViewCounts>;

/**
 * GET /cars-for-sale/svc/listing-view-count: several VINs give a list; one VIN gives the
 * single-listing shape of the original call.
 */
export const LscViewCountsResponse = z.union([
  z.object({ dateRange: z.number(), listings: z.array(LscViewCounts) }),
  LscViewCounts.extend({ dateRange: z.number() }),
]);
export type LscViewCountsResponse = z.infer<typeof LscViewCountsResponse>;

export const LscKeywordSuggestion = z.object({
  label: z.string(),
  type: z.string(),
  params: z.record(z.string(), z.string()),
  count: z.number(),
  /** A content page (a model's reviews) the suggestion opens instead of searching. */
  contentUrl: z.string().optional(),
});
export type LscKeywordSuggestion = z.infer<typeof LscKeywordSuggestion>;

/** GET /rest/lsc/marketplace/suggested/keywords/{text}. */
export const LscKeywordsResponse = z.object({ suggestions: z.array(LscKeywordSuggestion) });
export type LscKeywordsResponse = z.infer<typeof LscKeywordsResponse>;

/** GET /rest/lsc/zip/validate. */
export const LscZipValidateResponse = z.object({ success: z.boolean(), zip: z.string() });
export type LscZipValidateResponse = z.infer<typeof LscZipValidateResponse>;

/** GET /rest/lsc/zip/city. */
export const LscZipCityResponse = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type LscZipCityResponse = z.infer<typeof LscZipCityResponse>;

/**
 * GET /rest/lsc/listing/expired/{id}: a listing taken off sale, by its make and model names; null
 * when the id is for sale or was never a listing.
 */
export const LscExpiredListingResponse = z.object({
  expired: z
    .object({
      id: z.number(),
      make: z.object({ name: z.string() }),
      model: z.object({ name: z.string() }),
      expiredAt: z.string(),
    })
    .nullable(),
});
export type LscExpiredListingResponse = z.infer<typeof LscExpiredListingResponse>;
