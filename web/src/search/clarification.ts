import { MAX_MAKES } from '../../../contracts/search';
import {
  KEYWORD_MAX_LENGTH,
  KEYWORD_MIN_LENGTH,
  KEYWORD_PARAM,
  NO_MODEL_PROMPT_COOKIE,
  NO_MODEL_PROMPT_COOKIE_MAX_AGE_S,
  NO_MODEL_PROMPT_COOKIE_VALUE,
} from './constants';
import { findGroup, type NamingGroupLike } from './groups';
import { mayClarify } from './mayClarify';
import { changeFilters, searchQuery, type Params } from './queryState';

/*
 * The model-name clarification (docs/rules/filters.md#model-name-clarification): when the keyword
 * or the filters of a search point at one model the shopper probably meant, the results page asks
 * 'Did you mean the Toyota Camry?'. The vocabulary is the product's own: the search's filter groups
 * (every make; the models of the chosen makes, and of a chosen model, each with its make as
 * `parent`) and, for a keyword with no make chosen, the keyword suggestions' models.
 */

/** The make and model a search probably meant. */
export interface ModelClarification {
  makeCode: string;
  modelCode: string;
  /** 'Toyota Camry', as the prompt names it. */
  label: string;
  /** The keyword named the model: accepting replaces the keyword by the filters. */
  fromKeyword: boolean;
}

/** A model of the keyword suggestions (type 'model'): its label is the make's name, then the model's. */
export interface ModelCandidate {
  label: string;
  type: string;
  parameters: ReadonlyArray<{ name: string; values: readonly string[] }>;
}

/** A name as the rule compares it: lower case, letters and digits only ('F-150', 'f 150' and 'f150' are one). */
export const compactName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The search's keyword, compacted; undefined when there is none worth looking up (2 to 50 letters or digits). */
export function keywordOf(params: Params): string | undefined {
  const text = (params[KEYWORD_PARAM] ?? []).join(' ');
  const compact = compactName(text);
  return compact.length >= KEYWORD_MIN_LENGTH && text.length <= KEYWORD_MAX_LENGTH ? compact : undefined;
}

/** The keyword as the suggestions are asked for it (the URL's words, trimmed). */
export const keywordText = (params: Params): string => (params[KEYWORD_PARAM] ?? []).join(' ').trim();

/**
 * Whether the rule needs the keyword suggestions' models: a keyword, and no make or model chosen
 * (with a make chosen, its models are in the filter groups; with a model chosen, its make is).
 */
export function needsModelLookup(params: Params): boolean {
  return keywordOf(params) !== undefined && !params.makeCode?.length && !params.modelCode?.length;
}

type Found = Omit<ModelClarification, 'fromKeyword'>;

/** The one model found, or none when there are none or several (a name several makes use is not suggested). */
function single(found: readonly Found[]): Found | undefined {
  const distinct = new Map(found.map((f) => [`${f.makeCode}|${f.modelCode}`, f]));
  return distinct.size === 1 ? [...distinct.values()][0] : undefined;
}

/** Whether a keyword names a model: its name alone, or its make's name and its name. */
const names = (keyword: string, makeLabel: string, modelLabel: string) =>
  keyword === compactName(modelLabel) || keyword === compactName(`${makeLabel} ${modelLabel}`);

/**
 * The model a search probably meant, or undefined (docs/rules/filters.md#model-name-clarification):
 *
 * - a model is chosen whose make is not: that make and model (a chosen model's option names its
 *   make); with every chosen model's make chosen too, nothing, whatever the keyword says;
 * - else, a keyword and a make chosen: the one model of the chosen makes that the keyword names;
 * - else, a keyword alone: the one model of the keyword suggestions that it names.
 *
 * The keyword names a model when, compacted, it is the model's name, or its make's and its name.
 * Never more than one suggestion, and none when a sixth make would be needed; none at all for a
 * search with neither a model nor a keyword (mayClarify).
 */
export function clarificationOf(
  params: Params,
  groups: readonly NamingGroupLike[],
  candidates: readonly ModelCandidate[] | undefined,
): ModelClarification | undefined {
  if (!mayClarify(params)) return undefined;
  const makes = params.makeCode ?? [];
  const models = params.modelCode ?? [];
  const makeOptions = findGroup(groups, 'makeCode')?.options ?? [];
  const modelOptions = findGroup(groups, 'modelCode')?.options ?? [];
  const makeLabel = (code: string) => makeOptions.find((o) => o.value === code)?.label;
  const canAdd = (make: string) => makes.includes(make) || makes.length < MAX_MAKES;
  const found = (makeCode: string, modelCode: string, modelLabel: string): Found | undefined => {
    const make = makeLabel(makeCode);
    return make ? { makeCode, modelCode, label: `${make} ${modelLabel}` } : undefined;
  };

  if (models.length > 0) {
    for (const model of models) {
      const option = modelOptions.find((o) => o.value === model);
      if (!option?.parent || makes.includes(option.parent) || !canAdd(option.parent)) continue;
      const suggestion = found(option.parent, model, option.label);
      if (suggestion) return { ...suggestion, fromKeyword: false };
    }
    return undefined;
  }

  const keyword = keywordOf(params);
  if (!keyword) return undefined;

  if (makes.length > 0) {
    const matches = modelOptions.flatMap((o) => {
      const make = o.parent && makes.includes(o.parent) ? makeLabel(o.parent) : undefined;
      return make && names(keyword, make, o.label) ? [found(o.parent!, o.value, o.label)!] : [];
    });
    const one = single(matches);
    return one && { ...one, fromKeyword: true };
  }

  const matches = (candidates ?? []).flatMap((candidate) => {
    if (candidate.type !== 'model') return [];
    const value = (name: string) => candidate.parameters.find((p) => p.name === name)?.values[0];
    const [makeCode, modelCode] = [value('makeCode'), value('modelCode')];
    const make = makeCode && makeLabel(makeCode);
    if (!make || !modelCode || !candidate.label.startsWith(`${make} `)) return [];
    const modelLabel = candidate.label.slice(make.length + 1);
    return names(keyword, make, modelLabel) && canAdd(makeCode) ? [found(makeCode, modelCode, modelLabel)!] : [];
  });
  const one = single(matches);
  return one && { ...one, fromKeyword: true };
}

/** Yes: the make and model are added to the filters (pagination reset), and the keyword goes when it named the model. */
export function acceptClarification(params: Params, clarification: ModelClarification): Params {
  const add = (name: string, value: string) => [...new Set([...(params[name] ?? []), value])];
  return changeFilters(params, {
    makeCode: add('makeCode', clarification.makeCode),
    modelCode: add('modelCode', clarification.modelCode),
    ...(clarification.fromKeyword ? { [KEYWORD_PARAM]: [] } : {}),
  });
}

/**
 * What No dismisses: this suggestion for this search (not its paging). Another search that calls for
 * the prompt shows it again.
 */
export const dismissalKey = (params: Params, clarification: ModelClarification): string =>
  `${clarification.makeCode}|${clarification.modelCode}@${searchQuery(params)}`;

/** Whether a value of the 'Don't show me this again' cookie says so. */
export const isOptedOut = (value: string | undefined): boolean => value === NO_MODEL_PROMPT_COOKIE_VALUE;

/** Whether a document.cookie string holds the 'Don't show me this again' answer. */
export const optedOutIn = (cookies: string): boolean =>
  cookies.split(/;\s*/).includes(`${NO_MODEL_PROMPT_COOKIE}=${NO_MODEL_PROMPT_COOKIE_VALUE}`);

/** The Set-Cookie (document.cookie) text that keeps 'Don't show me this again' for a year. */
export const optOutCookie = (): string =>
  `${NO_MODEL_PROMPT_COOKIE}=${NO_MODEL_PROMPT_COOKIE_VALUE}; Path=/; Max-Age=${NO_MODEL_PROMPT_COOKIE_MAX_AGE_S}; SameSite=Lax`;
