import type { ReadonlySearchParams } from '../../../../contracts/search/params';

/*
 * Whether a search gets the model reference section, and for which model
 * (docs/rules/research.md#model-reference-section). Apart from the section's other rules
 * (rules.ts): the results page asks this on every search, and only this goes into its first chunk.
 */

/** The make and model the section is about, with the searched year and trim when there is one of each. */
export interface ReferenceModel {
  makeCode: string;
  modelCode: string;
  /** The one model year searched (startYear equal to endYear). */
  year?: number;
  /** The one trim searched, its code without the model ('XLT' of 'F150PICKUP|XLT'). */
  trimCode?: string;
}

const only = (params: ReadonlySearchParams, name: string): string | undefined =>
  params[name]?.length === 1 ? params[name][0] : undefined;

/** The searched model year: startYear and endYear both given and equal. */
function oneYear(params: ReadonlySearchParams): number | undefined {
  const start = only(params, 'startYear');
  if (!start || start !== only(params, 'endYear')) return undefined;
  const year = Number(start);
  return Number.isInteger(year) ? year : undefined;
}

/** The section shows when exactly one make and one model are searched; null otherwise. */
export function referenceModelOf(params: ReadonlySearchParams): ReferenceModel | null {
  const makeCode = only(params, 'makeCode');
  const modelCode = only(params, 'modelCode');
  if (!makeCode || !modelCode) return null;
  const trim = only(params, 'trimCode');
  const bar = trim?.indexOf('|') ?? -1;
  const year = oneYear(params);
  return {
    makeCode,
    modelCode,
    ...(year !== undefined ? { year } : {}),
    ...(trim && bar > 0 ? { trimCode: trim.slice(bar + 1) } : {}),
  };
}
