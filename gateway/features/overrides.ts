import { z } from 'zod';
import { DEFAULT_FEATURES, FEATURE_FLAGS, type FeatureOverrides } from '../../contracts/features';
import type { BrandCode } from '../../contracts/search/brands';

/*
 * The operator's feature flag overrides (docs/rules/features.md#overrides), read at start. Apart
 * from contracts/features.ts so that the page's bundle, which reads the flags, carries no schema
 * library (zod also probes for eval, which the page's Content-Security-Policy forbids).
 */

const BRAND_CODES = Object.keys(DEFAULT_FEATURES) as [BrandCode, ...BrandCode[]];

/** `{ "halden": { "compare": false } }`: known brands and flags only, booleans only. */
const FeatureOverridesSchema = z.partialRecord(
  z.enum(BRAND_CODES),
  z.strictObject(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().optional()]))),
);

/**
 * Reads an override from its JSON text, naming where it came from and the first key it refused.
 * Throws, so that a typo stops the start instead of silently leaving a feature on.
 */
export function parseFeatureOverrides(text: string, source: string): FeatureOverrides {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source}: not JSON (expected e.g. {"halden": {"compare": false}})`);
  }
  const parsed = FeatureOverridesSchema.safeParse(value);
  if (parsed.success) return parsed.data as FeatureOverrides;
  const [issue] = parsed.error.issues;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the top level';
  throw new Error(
    `${source}: ${where}: ${issue.message} (brands: ${BRAND_CODES.join(', ')}; flags: ${FEATURE_FLAGS.join(', ')})`,
  );
}
