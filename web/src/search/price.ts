import { PRICE_MAX_LENGTH, TEXTS } from './constants';

/**
 * Price inputs (docs/rules/filters.md#price-fields): 1 to 10 characters of digits, commas and $; no decimals, no leading zeros.
 * Typing is filtered to that alphabet, so the field never holds anything else.
 */
export function sanitisePriceInput(raw: string, maxLength: number = PRICE_MAX_LENGTH): string {
  // Cents are not a price here: whatever follows a decimal point is cut.
  const allowed = raw
    .split('.')[0]
    .replace(/[^\d,$]/g, '')
    .slice(0, maxLength);
  // A leading zero followed by more digits ('0500') is the same price without it.
  return allowed.replace(/^([$,]*)0+(?=\d)/, '$1');
}

/** The dollars a price field holds; undefined when it holds no digit. */
export function priceValue(text: string): number | undefined {
  const digits = text.replace(/[$,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

export type PriceField = 'min' | 'max';

/** The three texts of a min/max dollar pair's errors. */
export interface RangeTexts {
  same: string;
  maxBelowMin: string;
  maxZero: string;
}

const PRICE_RANGE_TEXTS: RangeTexts = {
  same: TEXTS.priceSame,
  maxBelowMin: TEXTS.priceMaxBelowMin,
  maxZero: TEXTS.priceMaxZero,
};

/**
 * The error of committing one price field against the other (docs/rules/filters.md#price-errors), or undefined when the pair
 * is valid. The error texts are the rule's, exactly; the payment range uses the same rule in its own words.
 */
export function priceError(
  min: number | undefined,
  max: number | undefined,
  texts: RangeTexts = PRICE_RANGE_TEXTS,
): string | undefined {
  if (max === 0) return texts.maxZero;
  if (min === undefined || max === undefined) return undefined;
  if (min === max) return texts.same;
  if (max < min) return texts.maxBelowMin;
  return undefined;
}
