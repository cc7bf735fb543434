import { applySuggestion, type Params } from './queryState';

/** What picking a keyword suggestion needs of it. */
export interface PickedSuggestion {
  contentUrl?: string | null;
  parameters: ReadonlyArray<{ name: string; values: readonly string[] }>;
}

/**
 * Picking a keyword suggestion: one with a content URL (a model's reviews) opens that page in a new
 * window and leaves the search as it is; any other replaces the filters with its own, location
 * and sort staying (applySuggestion).
 */
export function followSuggestion(suggestion: PickedSuggestion, params: Params, go: (next: Params) => void): void {
  if (suggestion.contentUrl) window.open(suggestion.contentUrl, '_blank', 'noopener');
  else go(applySuggestion(params, suggestion.parameters));
}
