import { MAX_MAKES } from '../../../contracts/search';
import { ELECTRIC_FUEL_TYPE, SUV_STYLE_CODE, THIRD_ROW_SEATING_FEATURE, UNSPECIFIED_LABEL } from './constants';
import type { GroupLike, NamingGroupLike, OptionLike } from './groups';
import type { Params } from './queryState';

/** Electric range options labelled Unspecified are ignored (docs/rules/filters.md#electric-range). */
export function electricRangeOptions(group: GroupLike): OptionLike[] {
  return group.options.filter((o) => o.label !== UNSPECIFIED_LABEL);
}

/** The electric range panel is hidden when all its (specified) options are disabled (docs/rules/filters.md#electric-range). */
export function showElectricRange(group: GroupLike): boolean {
  return electricRangeOptions(group).some((o) => !o.disabled);
}

/**
 * Fuel economy is hidden when all its options are disabled or the only fuel type is electric
 * (docs/rules/filters.md#fuel-economy): the only fuel type being the one selected, or the only one the results have.
 */
export function showFuelEconomy(mpg: GroupLike, fuel: GroupLike | undefined, params: Params): boolean {
  if (mpg.options.every((o) => o.disabled)) return false;
  const selectedFuel = params.fuelTypeGroup ?? [];
  if (selectedFuel.length === 1 && selectedFuel[0] === ELECTRIC_FUEL_TYPE) return false;
  const available = fuel?.options.filter((o) => !o.disabled) ?? [];
  return !(available.length === 1 && available[0].value === ELECTRIC_FUEL_TYPE);
}

/**
 * The third-row seating prompt (docs/rules/filters.md#third-row-seating-prompt): only for an SUV search with
 * no 1306 filter chosen and the option present.
 */
export function showThirdRowPrompt(params: Params, features: NamingGroupLike | undefined): boolean {
  const styles = params.vehicleStyleCode ?? [];
  if (!styles.includes(SUV_STYLE_CODE)) return false;
  if ((params.featureCode ?? []).includes(THIRD_ROW_SEATING_FEATURE)) return false;
  return Boolean(features?.options.some((o) => o.value === THIRD_ROW_SEATING_FEATURE && !o.disabled));
}

/** 'Add Another Make' is hidden at 5 makes and when a single make/model/trim flag is on (docs/rules/filters.md#make-limit). */
export function canAddMake(chosenMakes: number, singleMakeModelTrim = false): boolean {
  return !singleMakeModelTrim && chosenMakes < MAX_MAKES;
}
