import type { LscSafety, LscSafetyFeature } from '../../contracts/lsc/index';
import type { QuerySafetyInfoArgs, SafetyFeatureValue, SafetyInfo } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import { retryableFailure } from '../upstreams/unavailable';
import { MODEL_INFO_MAX_YEAR, MODEL_INFO_MIN_YEAR, VEHICLE_CODE } from './constants';
import { invalidField } from './validate';

/** What the shopper reads when the safety reference cannot be fetched; the page may ask again. */
export const SAFETY_UNAVAILABLE = 'Safety information is unavailable right now';

/** The reference's feature values as the API spells them (docs/rules/safety.md#what-is-shown): 'std' is standard. */
const FEATURE_VALUES: Record<LscSafetyFeature['value'], SafetyFeatureValue> = {
  std: 'STANDARD',
  opt: 'OPTIONAL',
  'n/a': 'NOT_AVAILABLE',
};

/** What the shopper reads for a rating: '1 star', 'N stars', or 'Not rated' without stars. */
export const starsLabel = (stars: number | null): string =>
  stars === null ? 'Not rated' : `${stars} ${stars === 1 ? 'star' : 'stars'}`;

const safetyInfoOf = (safety: LscSafety): SafetyInfo => ({
  year: safety.year,
  ratings: safety.ratings.map((r) => ({ name: r.name, stars: r.stars, label: starsLabel(r.stars) })),
  features: safety.features.map((f) => ({ name: f.name, value: FEATURE_VALUES[f.value] })),
  specifications: safety.specifications.map((s) => ({ name: s.name, value: s.value, unit: s.unit })),
});

/**
 * Query.safetyInfo (docs/rules/safety.md): the arguments checked here, each refusal naming its
 * argument; then one safety call per make, model and year in the request (the loader). Null when
 * the catalogue does not know the model year. A failed call is retryable
 * (docs/rules/safety.md#failures); a refusal of the service (400) is passed on as BAD_USER_INPUT.
 */
export async function safetyInfo(
  { makeCode, modelCode, year }: QuerySafetyInfoArgs,
  { lsc }: Pick<ContextValue, 'lsc'>,
): Promise<SafetyInfo | null> {
  if (!VEHICLE_CODE.test(makeCode)) throw invalidField('makeCode', "must be a make code: letters, digits, '_' or '-'");
  if (!VEHICLE_CODE.test(modelCode))
    throw invalidField('modelCode', "must be a model code: letters, digits, '_' or '-'");
  if (year < MODEL_INFO_MIN_YEAR || year > MODEL_INFO_MAX_YEAR)
    throw invalidField('year', `must be a year from ${MODEL_INFO_MIN_YEAR} to ${MODEL_INFO_MAX_YEAR}`);
  let safety: LscSafety | null;
  try {
    safety = await lsc.loaders.safety.load({
      makeCode: makeCode.toUpperCase(),
      modelCode: modelCode.toUpperCase(),
      year,
    });
  } catch (error) {
    throw retryableFailure(error, SAFETY_UNAVAILABLE);
  }
  return safety && safetyInfoOf(safety);
}
