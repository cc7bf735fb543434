import type { BrandCode } from './search/brands';

/**
 * Feature flags per brand (docs/rules/features.md). One typed module read by the gateway (what it
 * fetches) and the page (what it shows), so the two never disagree: the gateway resolves the table
 * once at start (defaults below, then the operator's overrides) and hands its brand's flags to
 * every page it renders, and to other channels through Query.features.
 */
export const FEATURE_FLAGS = [
  'ads',
  'compare',
  'wallet',
  'spotlights',
  'showcase',
  'push',
  'savedSearches',
  'debounceFilterSearch',
  'singleMakeModelTrim',
  'consumerRatings',
  'certifiedProgram',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export type FeatureTable = Readonly<Record<BrandCode, FeatureFlags>>;

/** Every feature on, and any number of makes. */
const MARKETPLACE: FeatureFlags = {
  ...(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<FeatureFlag, boolean>),
  singleMakeModelTrim: false,
};

/**
 * The defaults. The car maker's own site sells its own cars: no house ads, no other dealer's
 * showcase, one make at a time, and its certified program always on.
 */
export const DEFAULT_FEATURES: FeatureTable = {
  motormart: MARKETPLACE,
  fairvalue: MARKETPLACE,
  halden: { ...MARKETPLACE, ads: false, showcase: false, singleMakeModelTrim: true },
};

/** An override as an operator writes it: `{ "halden": { "compare": false } }` (gateway/features/overrides.ts reads it). */
export type FeatureOverrides = Partial<Record<BrandCode, Partial<Record<FeatureFlag, boolean>>>>;

/** The defaults with each override laid over them, in order (a file first, then the environment). */
export function featureTable(...overrides: FeatureOverrides[]): FeatureTable {
  const table = { ...DEFAULT_FEATURES } as Record<BrandCode, FeatureFlags>;
  for (const override of overrides)
    for (const brand of Object.keys(table) as BrandCode[])
      if (override[brand]) table[brand] = { ...table[brand], ...override[brand] };
  return table;
}
