import { NATURAL_TEXT_MAX_LENGTH, type LscNaturalResponse } from '../../contracts/lsc/lookups';
import { fromEntries, makerMakeOf, MAKER_CODE_PARAM, srpHref, type SearchParams } from '../../contracts/search';
import type { BrandCode } from '../../contracts/search/brands';
import type { LscClient } from '../upstreams/lsc/client';
import { invalidField } from './validate';

/** Parameters a single keyword suggestion already stands for: one of these alone is no new reading. */
const KEYWORD_PARAMS = new Set([
  'makeCode',
  'modelCode',
  'vehicleStyleCode',
  'extColorSimple',
  'featureCode',
  'fuelTypeGroup',
]);

export interface NaturalArgs {
  text: string;
  brand: BrandCode;
  zip?: string | null;
  searchRadius?: number | null;
}

const parametersOf = (params: SearchParams) => Object.entries(params).map(([name, values]) => ({ name, values }));

/** Checks the arguments as the schema states them: BAD_USER_INPUT naming the field. */
export function checkNaturalArgs({ text, zip, searchRadius }: Omit<NaturalArgs, 'brand'>): string {
  const trimmed = text.trim();
  if (!/[\p{L}\p{N}]/u.test(trimmed)) throw invalidField('text', 'must have a letter or a digit');
  if (trimmed.length > NATURAL_TEXT_MAX_LENGTH)
    throw invalidField('text', `must be at most ${NATURAL_TEXT_MAX_LENGTH} characters`);
  if (zip != null && !/^\d{5}$/.test(zip)) throw invalidField('zip', 'must be 5 digits');
  if (searchRadius != null && searchRadius < 0) throw invalidField('searchRadius', 'must not be negative');
  return trimmed;
}

/** Asks the listing search service to read the sentence (docs/rules/natural-search.md). */
export async function readSentence(lsc: LscClient, args: NaturalArgs): Promise<LscNaturalResponse> {
  const text = checkNaturalArgs(args);
  const maker = makerMakeOf(args.brand, {});
  return lsc.natural(text, {
    ...(args.zip != null ? { zip: args.zip } : {}),
    ...(args.searchRadius != null ? { searchRadius: String(args.searchRadius) } : {}),
    ...(maker !== undefined ? { [MAKER_CODE_PARAM]: maker } : {}),
  });
}

/** Query.naturalSearch's answer. */
export function naturalSearchOf(text: string, reading: LscNaturalResponse) {
  const params = fromEntries(Object.entries(reading.params));
  return {
    text: text.trim(),
    parameters: parametersOf(params),
    understood: reading.understood.map((phrase) => ({
      text: phrase.text,
      label: phrase.label,
      parameters: parametersOf(fromEntries(Object.entries(phrase.params))),
    })),
    ignored: reading.ignored,
    count: reading.count,
    url: srpHref(params),
  };
}

/**
 * The keyword box's first suggestion for a sentence (docs/rules/natural-search.md#where-it-shows):
 * offered when the reading says more than one keyword suggestion could, i.e. two or more phrases
 * understood, or one that no keyword names (a price, a year, a place …). Undefined otherwise.
 */
export function naturalSuggestionOf(reading: LscNaturalResponse) {
  const { understood } = reading;
  const saysMore =
    understood.length >= 2 ||
    understood.some((phrase) => Object.keys(phrase.params).some((name) => !KEYWORD_PARAMS.has(name)));
  if (!saysMore) return undefined;
  const params = fromEntries(Object.entries(reading.params));
  return {
    label: understood.map((phrase) => phrase.label).join(' · '),
    type: 'natural',
    count: reading.count,
    parameters: parametersOf(params),
    url: srpHref(params),
    contentUrl: null,
  };
}
