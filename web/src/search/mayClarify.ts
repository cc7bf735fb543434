import { KEYWORD_PARAM } from './constants';
import type { Params } from './queryState';

/**
 * Whether the model-name clarification (docs/rules/filters.md#model-name-clarification) can ask
 * about a search at all: one with a model or a keyword. clarificationOf answers nothing for any
 * other, and the results page loads the prompt's chunk only for these. Kept apart from the rule
 * (clarification.ts) so that the page's first chunk does not carry it.
 */
export const mayClarify = (params: Params): boolean =>
  Boolean(params.modelCode?.length || params[KEYWORD_PARAM]?.length);
