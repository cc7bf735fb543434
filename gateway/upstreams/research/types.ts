/**
 * Payloads of the research-content services (spec §3 'Other entities', §7): the valuation site's
 * reference vehicles and consumer ratings, its WordPress-style content API for expert reviews, and
 * the certified program's static content. These types are the contract with the upstreams.
 */

/** GET /cars-for-sale/kbbresearch/reference/vehicles: the vehicles of a model year (spec §7 'items[0].vehicleId'). */
export interface ReferenceVehiclesResponse {
  items: ReferenceVehicle[];
}

export interface ReferenceVehicle {
  vehicleId: number;
  year: number;
  makeCode: string;
  makeName: string;
  modelCode: string;
  modelName: string;
}

/** GET /cars-for-sale/kbbresearch/consumer-ratings/{vehicleId}. */
export interface ConsumerRatingsResponse {
  vehicleId: number;
  /** Averages per rating name, Overall first; empty when the vehicle has no reviews. */
  ratings: ConsumerRating[];
  numberOfReviews: number;
}

export interface ConsumerRating {
  name: string;
  /** 1 to 5, one decimal. */
  value: number;
}

/** One post of GET /content/wp-json/wp/v2/posts?ymmt=…: the fields WordPress renders. */
export interface ExpertReviewPost {
  id: number;
  /** ISO date the post was published. */
  date: string;
  link: string;
  title: { rendered: string };
  guid: { rendered: string };
  /** The make/model/year[/trim] codes the post is about. */
  ymmt: string;
  /** With _embed: the author. */
  _embedded?: { author: Array<{ name: string }> };
}

/** GET /content/static/json/atc/cpo/certifiedcontent.json (spec §9 'Certified program of one car maker'). */
export interface CertifiedContent {
  program: {
    /** The car maker whose program it is. */
    maker: string;
    name: string;
    /** The listing type its cars carry. */
    listingType: 'CERTIFIED';
    moneyBackGuarantee: MoneyBackGuarantee;
    tiers: CertifiedTier[];
  };
  thirdParty: {
    /** The listing type third-party certified cars carry. */
    listingType: '3P_CERT';
    moneyBackGuarantee: MoneyBackGuarantee;
    limitedWarrantyDays: { min: number; max: number };
  };
}

export interface MoneyBackGuarantee {
  days: number;
  miles: number;
}

export interface CertifiedTier {
  code: string;
  name: string;
  /** Cars up to this many years old. */
  maxAgeYears: number;
  /** Cars under this mileage. */
  maxMiles: number;
  inspectionPoints: number;
}

/** The error body of a refused request: 400 names the parameter. */
export interface ResearchErrorBody {
  error: { code: string; message: string; parameter?: string };
}
