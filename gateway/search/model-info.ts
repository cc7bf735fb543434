import type { LscModelYear, LscTrim } from '../../contracts/lsc/index';
import type { ModelYearTrims, QueryModelInfoArgs, Trim } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import { retryableFailure } from '../upstreams/unavailable';
import { MODEL_INFO_MAX_YEAR, MODEL_INFO_MAX_YEARS, MODEL_INFO_MIN_YEAR, VEHICLE_CODE } from './constants';
import { invalidField } from './validate';

/** What the shopper reads when the trims cannot be fetched; the page may ask again. */
export const MODEL_INFO_UNAVAILABLE = 'Trim information is unavailable right now';

const trim = (t: LscTrim): Trim => ({
  trimCode: t.trimCode,
  trimName: t.trimName,
  imagePath: t.imagePath,
  nationalMSRP: t.nationalMSRP,
  atcMake: t.atcMake,
  atcModel: t.atcModel,
  atcMakeCode: t.atcMakeCode,
  atcModelCode: t.atcModelCode,
  vehicleId: t.vehicleId === null ? null : String(t.vehicleId),
  engineType: t.engineType,
  fuelType: t.fuelType,
  specs: t.specs,
  epaCity: t.epaCity,
  epaHwy: t.epaHwy,
  epaMpgeCity: t.epaMpgeCity,
  epaMpgeHwy: t.epaMpgeHwy,
  bodyStyle: t.bodyStyle,
  listingCount: t.listingCount,
  startingPrice: t.startingPrice,
  avgPrice: t.avgPrice,
  maxPrice: t.maxPrice,
});

const modelYear = (item: LscModelYear): ModelYearTrims => ({ year: item.year, trims: item.trims.map(trim) });

/**
 * Query.modelInfo (docs/rules/research.md#trim): the arguments checked here, each refusal naming
 * its argument; then one model info call per make, model, start year and number of years in the
 * request (the loader). A failed call is retryable (docs/rules/upstreams.md#how-each-failure-shows);
 * a refusal of the service (400) is passed on as BAD_USER_INPUT.
 */
export async function modelInfo(
  { makeCode, modelCode, startYear, years }: QueryModelInfoArgs,
  { lsc }: Pick<ContextValue, 'lsc'>,
): Promise<ModelYearTrims[]> {
  if (!VEHICLE_CODE.test(makeCode)) throw invalidField('makeCode', "must be a make code: letters, digits, '_' or '-'");
  if (!VEHICLE_CODE.test(modelCode))
    throw invalidField('modelCode', "must be a model code: letters, digits, '_' or '-'");
  if (startYear != null && (startYear < MODEL_INFO_MIN_YEAR || startYear > MODEL_INFO_MAX_YEAR))
    throw invalidField('startYear', `must be a year from ${MODEL_INFO_MIN_YEAR} to ${MODEL_INFO_MAX_YEAR}`);
  const numRecords = years ?? 1;
  if (numRecords < 1 || numRecords > MODEL_INFO_MAX_YEARS)
    throw invalidField('years', `must be 1 to ${MODEL_INFO_MAX_YEARS}`);
  let items: LscModelYear[];
  try {
    items = await lsc.loaders.modelInfo.load({
      makeCode: makeCode.toUpperCase(),
      modelCode: modelCode.toUpperCase(),
      startYear: startYear ?? undefined,
      numRecords,
    });
  } catch (error) {
    throw retryableFailure(error, MODEL_INFO_UNAVAILABLE);
  }
  return items.map(modelYear);
}
