import { z } from 'zod';

/**
 * The wire format of the research-content services, owned by them: the valuation site's reference
 * vehicles and consumer ratings, its WordPress-style content API for expert reviews, and the
 * certified program's static content. One zod schema per payload, its type inferred under the same
 * name. The reference upstream (upstreams/research) builds these shapes; the gateway parses every
 * answer with them.
 */

export const ReferenceVehicle = z.object({
  vehicleId: z.number(),
  year: z.number(),
  makeCode: z.string(),
  makeName: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
});
export type ReferenceVehicle = z.infer<typeof ReferenceVehicle>;

/** GET /cars-for-sale/kbbresearch/reference/vehicles: the vehicles of a model year; the first one's id is used. */
export const ReferenceVehiclesResponse = z.object({ items: z.array(ReferenceVehicle) });
export type ReferenceVehiclesResponse = z.infer<typeof ReferenceVehiclesResponse>;

export const ConsumerRating = z.object({
  name: z.string(),
  /** 1 to 5, one decimal. */
  value: z.number(),
});
export type ConsumerRating = z.infer<typeof ConsumerRating>;

/** GET /cars-for-sale/kbbresearch/consumer-ratings/{vehicleId}. */
export const ConsumerRatingsResponse = z.object({
  vehicleId: z.number(),
  /** Averages per rating name, Overall first; empty when the vehicle has no reviews. */
  ratings: z.array(ConsumerRating),
  numberOfReviews: z.number(),
});
export type ConsumerRatingsResponse = z.infer<typeof ConsumerRatingsResponse>;

/** One post of GET /content/wp-json/wp/v2/posts?ymmt=…: the fields WordPress renders. */
export const ExpertReviewPost = z.object({
  id: z.number(),
  /** ISO date the post was published. */
  date: z.string(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  guid: z.object({ rendered: z.string() }),
  /** The make/model/year[/trim] codes the post is about. */
  ymmt: z.string(),
  /** With _embed: the author. */
  _embedded: z.object({ author: z.array(z.object({ name: z.string() })) }).optional(),
});
export type ExpertReviewPost = z.infer<typeof ExpertReviewPost>;

/** GET /content/wp-json/wp/v2/posts: a bare array of posts, as WordPress answers. */
export const ExpertReviewsResponse = z.array(ExpertReviewPost);
export type ExpertReviewsResponse = z.infer<typeof ExpertReviewsResponse>;

export const MoneyBackGuarantee = z.object({ days: z.number(), miles: z.number() });
export type MoneyBackGuarantee = z.infer<typeof MoneyBackGuarantee>;

export const CertifiedTier = z.object({
  code: z.string(),
  name: z.string(),
  /** Cars up to this many years old. */
  maxAgeYears: z.number(),
  /** Cars under this mileage. */
  maxMiles: z.number(),
  inspectionPoints: z.number(),
});
export type CertifiedTier = z.infer<typeof CertifiedTier>;

/** GET /content/static/json/atc/cpo/certifiedcontent.json: the certified program of one car maker, and third-party certification. */
export const CertifiedContent = z.object({
  program: z.object({
    /** The car maker whose program it is. */
    maker: z.string(),
    name: z.string(),
    /** The listing type its cars carry. */
    listingType: z.literal('CERTIFIED'),
    moneyBackGuarantee: MoneyBackGuarantee,
    tiers: z.array(CertifiedTier),
  }),
  thirdParty: z.object({
    /** The listing type third-party certified cars carry. */
    listingType: z.literal('3P_CERT'),
    moneyBackGuarantee: MoneyBackGuarantee,
    limitedWarrantyDays: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type CertifiedContent = z.infer<typeof CertifiedContent>;

/** The body of a refused request: a 400 names the parameter. */
export const ResearchErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), parameter: z.string().optional() }),
});
export type ResearchErrorBody = z.infer<typeof ResearchErrorBody>;
