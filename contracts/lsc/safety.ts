import { z } from 'zod';

/** The listing search service's safety reference of a model year (docs/rules/safety.md). */

/** A crash rating: stars 1 to 5, null when the model year was not rated. */
export const LscSafetyRating = z.object({
  name: z.string(),
  stars: z.number().int().nullable(),
});
export type LscSafetyRating = z.infer<typeof LscSafetyRating>;

/** A safety feature: 'std' standard, 'opt' optional (or on some trims only), 'n/a' not offered. */
export const LscSafetyFeature = z.object({
  name: z.string(),
  value: z.enum(['std', 'opt', 'n/a']),
});
export type LscSafetyFeature = z.infer<typeof LscSafetyFeature>;

/** A measurement, e.g. Front legroom 41.2 in. */
export const LscSafetySpecification = z.object({
  name: z.string(),
  value: z.number(),
  unit: z.string(),
});
export type LscSafetySpecification = z.infer<typeof LscSafetySpecification>;

/** One model year's safety reference. */
export const LscSafety = z.object({
  year: z.number().int(),
  makeCode: z.string(),
  modelCode: z.string(),
  ratings: z.array(LscSafetyRating),
  features: z.array(LscSafetyFeature),
  specifications: z.array(LscSafetySpecification),
});
export type LscSafety = z.infer<typeof LscSafety>;

/**
 * GET /rest/lsc/research/safety: the safety reference of a make, model and model year; null for a
 * make, model or year the catalogue does not know (not an error).
 */
export const LscSafetyResponse = z.object({ safety: LscSafety.nullable() });
export type LscSafetyResponse = z.infer<typeof LscSafetyResponse>;
