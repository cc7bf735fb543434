import { BATCH_SIZE } from '../../../contracts/search';
import { MAX_RESTORED_BATCHES } from './constants';

/**
 * The page number read backwards (docs/rules/results.md#page-number): the batches loaded when the URL's page number was written (page N after
 * loading N - 1 batches; no page, or page 1 or 2, is the first batch), at most MAX_RESTORED_BATCHES.
 * Anything that is not a whole number reads as the first page.
 */
export function loadedBatchesOf(page: string | undefined): number {
  const number = Number(page);
  if (!Number.isInteger(number) || number < 3) return 1;
  return Math.min(number - 1, MAX_RESTORED_BATCHES);
}

/** The last page (docs/rules/results.md#last-page) is reached when the current page is at least ceil(count / page size). */
export function isLastPage(loaded: number, totalResultCount: number): boolean {
  if (loaded >= totalResultCount) return true;
  const currentPage = Math.ceil(loaded / BATCH_SIZE);
  return currentPage >= Math.ceil(totalResultCount / BATCH_SIZE);
}
