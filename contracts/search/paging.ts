import { BATCH_SIZE, PAGING_PARAMS } from './constants';
import { emptyParams, type ReadonlySearchParams, type SearchParams } from './params';

/** The SRP page number of the batch after `before` listings: floor(before / 30) + 1. */
export function pageNumber(before: number): number {
  return Math.floor(before / BATCH_SIZE) + 1;
}

/** Whether a parameter is paging (which batch), not part of the search. */
export function isPagingParam(name: string): boolean {
  return (PAGING_PARAMS as readonly string[]).includes(name);
}

/** The search without its paging parameters. */
export function withoutPaging(params: ReadonlySearchParams): SearchParams {
  const search = emptyParams();
  for (const [name, values] of Object.entries(params)) if (!isPagingParam(name)) search[name] = [...values];
  return search;
}
