import type { BrandCode } from './search/brands';

/**
 * Per-brand switches of the sponsored parts of the results page (docs/rules/ads.md#per-brand-switches).
 * One module read by the gateway (what it fetches) and the page (what it shows), so the two never
 * disagree. The brands issue grows this into the full flag module with configuration overrides.
 */
export interface SponsoredFeatures {
  /** House ads in the ad slots (fluid, liner, fixed). */
  ads: boolean;
  /** Paid spotlights (premium, featured, standard) and vehicle highlights with the peekaboo. */
  spotlights: boolean;
  /** The alpha dealer showcase. */
  showcase: boolean;
}

export type SponsoredFeature = keyof SponsoredFeatures;

/** Defaults: the car maker's own site sells its own cars, so no house ads and no other dealer's showcase. */
export const SPONSORED_FEATURES: Readonly<Record<BrandCode, Readonly<SponsoredFeatures>>> = {
  motormart: { ads: true, spotlights: true, showcase: true },
  fairvalue: { ads: true, spotlights: true, showcase: true },
  halden: { ads: false, spotlights: true, showcase: false },
};

export const featureOn = (brand: BrandCode, feature: SponsoredFeature): boolean => SPONSORED_FEATURES[brand][feature];
