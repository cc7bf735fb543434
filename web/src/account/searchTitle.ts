import { ACCOUNT_LIMITS } from '../../../contracts/account/constants';
import { ACCOUNT_TEXTS } from './constants';

/**
 * What is wrong with a saved search's title before it is sent, or undefined: the save form and the
 * saved searches page's rename both ask, and the page does not load the save form for it.
 */
export function titleError(title: string): string | undefined {
  if (!title) return ACCOUNT_TEXTS.titleRequired;
  if (title.length > ACCOUNT_LIMITS.bookmarkTitleMaxLength)
    return ACCOUNT_TEXTS.titleTooLong(ACCOUNT_LIMITS.bookmarkTitleMaxLength);
  return undefined;
}
