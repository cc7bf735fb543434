import { z } from 'zod';
import { LscPriceDrop } from './price-history';

/**
 * A listing and its owner as the listing search service (lsc) sends them in every payload that
 * carries listings: the search, spotlights, new car boost, similar listings, listings by id.
 */

export const LscImage = z.object({ src: z.string(), alt: z.string() });
export type LscImage = z.infer<typeof LscImage>;

export const LscOwner = z.object({
  id: z.number(),
  name: z.string(),
  privateSeller: z.boolean(),
  logo: z.object({ src: z.string() }).nullable(),
  location: z.object({
    address: z.object({ address1: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() }),
  }),
  phone: z.object({ value: z.string() }).nullable(),
  website: z.object({ href: z.string() }).nullable(),
  hideEmailForm: z.boolean(),
  /** A dealer's differentiator: its tagline, and its content's id in the content service (CMS) when it has some. */
  dealerDiff: z.object({ tagline: z.string(), cmsId: z.string().nullable().optional() }).nullable(),
  homeServices: z.array(z.string()),
  rating: z.object({ value: z.number() }).nullable(),
  shippingLabel: z.string().nullable(),
  distanceFromSearch: z.number().nullable(),
  /** Money back guarantee offered by the dealer. */
  vehicleExchange: z.boolean().optional(),
});
export type LscOwner = z.infer<typeof LscOwner>;

export const LscDealIndicator = z.enum(['GREAT', 'GOOD', 'FAIR', 'HIGH']);
export const LscListingType = z.enum(['USED', 'NEW', 'CERTIFIED', '3P_CERT']);

/**
 * Why a listing is urgent (docs/rules/results.md#urgency-labels): the strongest reason, with the
 * text the service words it in. VIEW_COUNT comes only from the vehicle-highlight spotlight call.
 */
export const LscUrgencyDriverType = z.enum([
  'DEALER_INCENTIVE',
  'PRICE_REDUCED',
  'INCENTIVES',
  'NEWLY_LISTED',
  'WARRANTY',
  'RETURN',
  'VIEW_COUNT',
]);
export const LscVehicleHighlight = z.object({
  urgencyDriverType: LscUrgencyDriverType,
  urgencyDriverValue: z.string(),
  isVehicleHighlight: z.boolean(),
});
export type LscVehicleHighlight = z.infer<typeof LscVehicleHighlight>;

/** The vehicle history report's codes (the vehicleHistoryType filter's values) and their labels. */
export const VEHICLE_HISTORY_LABELS: Readonly<Record<string, string>> = {
  ONE_OWNER: '1-Owner',
  CLEAN_TITLE: 'Clean Title',
  NO_ACCIDENTS: 'No Accidents',
};

export const LscListing = z.object({
  id: z.number(),
  vin: z.string(),
  title: z.string(),
  ownerId: z.number(),
  make: z.object({ name: z.string() }),
  model: z.object({ name: z.string() }),
  makeCode: z.string(),
  modelCode: z.string(),
  trim: z.object({ code: z.string(), name: z.string() }),
  year: z.number(),
  images: z.object({ sources: z.array(LscImage), primary: z.number() }),
  pricingDetail: z.object({
    salePrice: z.number(),
    msrp: z.number().nullable(),
    incentive: z.number().nullable(),
    /** Typical price of comparable listings, the reference of the deal indicator. */
    expectedPrice: z.number(),
    /** Null for new cars, which are not rated. */
    dealIndicator: LscDealIndicator.nullable(),
  }),
  listingType: LscListingType,
  vdpBaseUrl: z.string(),
  mileage: z.object({ value: z.number() }),
  /** The body style: its code (what the vehicleStyleCode filter matches) and its name as shoppers read it. */
  bodyStyles: z.array(z.object({ code: z.string(), name: z.string() })),
  driveType: z.string(),
  fuelType: z.string(),
  mpgCity: z.number(),
  mpgHighway: z.number(),
  color: z.object({ exteriorColorSimple: z.string(), interiorColorSimple: z.string() }),
  engine: z.object({ code: z.string(), name: z.string() }),
  transmission: z.string(),
  doors: z.number(),
  specifications: z.object({
    mpg: z.string().nullable(),
    mileRange: z.number().nullable(),
    engine: z.string(),
    driveType: z.string(),
  }),
  /** Feature names, e.g. 'Third Row Seat' (the featureCode filter matches their codes). */
  features: z.array(z.string()),
  /** Option packages the listing carries (names, e.g. 'Technology Package'): what the packages filter matches. */
  packages: z.array(z.string()),
  /** Vehicle history report codes (VEHICLE_HISTORY_LABELS), e.g. 'NO_ACCIDENTS'. */
  vehicleHistory: z.array(z.string()),
  photoCount: z.number(),
  /** ISO date and time the listing was listed. */
  listedDate: z.string(),
  /** Miles from the search zip, when the search has one. */
  distanceFromSearch: z.number().nullable(),
  /** With marketExtension=include: imeDmaMatch is true inside the searched radius, false in the wider market. */
  marketExtension: z.object({ imeDmaMatch: z.boolean() }).optional(),
  /** The listing's urgency reason, if any; absent from services that do not say. */
  vehicleHighlight: LscVehicleHighlight.nullable().optional(),
  /**
   * The listing's recent price drop: its latest price change was a drop, made in the last 14 days
   * (docs/rules/results.md#price-drop-label); null or absent otherwise.
   */
  priceDrop: LscPriceDrop.nullable().optional(),
  /** The listing's owner, when the payload embeds it. */
  owner: LscOwner.optional(),
});
export type LscListing = z.infer<typeof LscListing>;
