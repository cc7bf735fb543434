import { BATCH_SIZE } from './constants';

/** Spec §9: page number = floor(loaded / 30) + 1. */
export function pageNumber(loaded: number): number {
  return Math.floor(loaded / BATCH_SIZE) + 1;
}

/** Spec §4: the last page is reached when the current page is at least ceil(count / page size). */
export function isLastPage(loaded: number, totalResultCount: number): boolean {
  if (loaded >= totalResultCount) return true;
  const currentPage = Math.ceil(loaded / BATCH_SIZE);
  return currentPage >= Math.ceil(totalResultCount / BATCH_SIZE);
}
