import { z } from 'zod';
import { LscDealIndicator } from './listing';

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

const ParamLists = z.record(z.string(), z.array(z.string()));

/** The longest sentence the plain-language reading takes (docs/rules/natural-search.md). */
export const NATURAL_TEXT_MAX_LENGTH = 200;

/** GET /rest/lsc/natural: a plain-language sentence read into SRP query parameters. */
export const LscNaturalResponse = z.object({
  params: ParamLists,
  /** Each phrase understood, in the sentence's order: its words, its label, the parameters it set. */
  understood: z.array(z.object({ text: z.string(), label: z.string(), params: ParamLists })),
  /** Words that meant nothing to the reader. */
  ignored: z.array(z.string()),
  /** Listings the reading finds. */
  count: z.number(),
});
export type LscNaturalResponse = z.infer<typeof LscNaturalResponse>;

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

/** A trim's standard equipment: the nine spec flags of the catalogue. */
export const LscTrimSpecs = z.object({
  heatedSeats: z.boolean(),
  leatherSeats: z.boolean(),
  rearviewCamera: z.boolean(),
  bluetooth: z.boolean(),
  alarmSystem: z.boolean(),
  laneDeparture: z.boolean(),
  navigation: z.boolean(),
  remoteStart: z.boolean(),
  sunroof: z.boolean(),
});
export type LscTrimSpecs = z.infer<typeof LscTrimSpecs>;

/**
 * One trim of a model year: the catalogue's facts (national MSRP, engine, EPA figures, equipment)
 * and the prices of that year's listings of the trim (null without listings).
 */
export const LscTrim = z.object({
  trimCode: z.string(),
  trimName: z.string(),
  /** A picture of the trim, a path under /images/. */
  imagePath: z.string(),
  nationalMSRP: z.number(),
  atcMake: z.string(),
  atcModel: z.string(),
  atcMakeCode: z.string(),
  atcModelCode: z.string(),
  /** The reference vehicle of the model year (the research content's id); null when it has none. */
  vehicleId: z.number().nullable(),
  engineType: z.string(),
  /** The fuel type's label: Gasoline, Diesel, Hybrid, Plug-in Hybrid, Electric … */
  fuelType: z.string(),
  horsepower: z.number(),
  drives: z.array(z.string()),
  specs: LscTrimSpecs,
  /** EPA mpg of a combustion or hybrid trim; null for an electric or plug-in hybrid one. */
  epaCity: z.number().nullable(),
  epaHwy: z.number().nullable(),
  /** EPA MPGe of an electric or plug-in hybrid trim; null for any other. */
  epaMpgeCity: z.number().nullable(),
  epaMpgeHwy: z.number().nullable(),
  evRange: z.number().nullable(),
  /** The body style's label, e.g. Truck. */
  bodyStyle: z.string(),
  /** The trim's listings of the year, and their lowest, average (rounded) and highest price. */
  listingCount: z.number(),
  startingPrice: z.number().nullable(),
  avgPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type LscTrim = z.infer<typeof LscTrim>;

/** One model year of a model: its trims, and the prices of all its listings of the year. */
export const LscModelYear = z.object({
  year: z.number(),
  make: z.object({ code: z.string(), name: z.string() }),
  model: z.object({ code: z.string(), name: z.string() }),
  bodyStyle: z.object({ code: z.string(), label: z.string() }),
  vehicleId: z.number().nullable(),
  listings: z.object({
    count: z.number(),
    startingPrice: z.number().nullable(),
    avgPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
  }),
  trims: z.array(LscTrim),
});
export type LscModelYear = z.infer<typeof LscModelYear>;

/**
 * GET /rest/lsc/modelinfo/ymm: a make and model's model years from startYear down (numRecords of
 * them, only those the model was sold in), newest first; empty for a make and model it does not know.
 */
export const LscModelInfoResponse = z.object({ totalResultCount: z.number(), items: z.array(LscModelYear) });
export type LscModelInfoResponse = z.infer<typeof LscModelInfoResponse>;

/** A listing's deal rating explained: its comparables, their price model, and their prices. */
export const LscDealExplanation = z.object({
  listingId: z.number(),
  price: z.number(),
  mileage: z.number(),
  expectedPrice: z.number(),
  rating: LscDealIndicator.nullable(),
  comparables: z.object({
    count: z.number(),
    makeCode: z.string(),
    makeName: z.string(),
    modelCode: z.string(),
    modelName: z.string(),
    /** New cars are compared with new ones, used and certified with each other. */
    condition: z.enum(['NEW', 'USED']),
    startYear: z.number(),
    endYear: z.number(),
    medianPrice: z.number(),
    medianMileage: z.number(),
  }),
  /** Dollars the mileage moves the expected price from the comparables' median (negative: less). */
  mileageAdjustment: z.number(),
  /** Dollars the price model takes off per 1,000 more miles (0 with too few comparables). */
  perThousandMiles: z.number(),
  /** The comparables' asking prices in bars of binWidth dollars from `from`. */
  distribution: z.object({ from: z.number(), binWidth: z.number(), counts: z.array(z.number()) }),
});
export type LscDealExplanation = z.infer<typeof LscDealExplanation>;

/** GET /rest/lsc/listing/deal?listingId=…: the explanations of the listings for sale among those asked. */
export const LscDealExplanationsResponse = z.object({ explanations: z.array(LscDealExplanation) });
export type LscDealExplanationsResponse = z.infer<typeof LscDealExplanationsResponse>;
