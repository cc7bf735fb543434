/** The gateway's account copy and names (docs/rules/accounts.md#gateway). */

import { PAGING_PARAMS, PLACE_PARAMS } from '../../contracts/search/constants';

/** What the save-search dialog shows, the same for every saved search. */
export const BOOKMARK_TEXTS = {
  textModalDisclaimer:
    'We will email you when new cars match this search. You can turn alerts off or delete the search at any time from My Saved Searches.',
  saveSearchInstrText: 'Name this search so you can find it again, and get an email when new matches are listed.',
  saveSearchString: 'Save Search',
} as const;

/** Sign-in refused: never says whether the email or the password was wrong. */
export const BAD_CREDENTIALS_MESSAGE = 'That email and password combination did not work. Try again.';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

/** A field error that is not about one input field (docs/rules/accounts.md#field-errors). */
export const FORM_FIELD = 'form';

/** The SRP query-string parameters that open a saved search (docs/rules/accounts.md#opening-a-saved-search). */
export const SAVED_SEARCH_PARAMS = ['searchBookmarkId', 'bookmarkId'] as const;

/** The name of a search with no filter to name it after. */
export const DEFAULT_SEARCH_NAME = 'Cars for sale';

/**
 * Parameters that place, order or page a search, or track where it came from: they narrow nothing,
 * so a search of only these is every car and cannot be saved (docs/rules/accounts.md#what-can-be-saved).
 */
export const NOT_NARROWING_PARAMS: ReadonlySet<string> = new Set([
  ...PLACE_PARAMS,
  ...PAGING_PARAMS,
  'sortBy',
  'lastExec',
  'psid',
  'siomid',
  'channel',
  ...SAVED_SEARCH_PARAMS,
]);

/** The field error of a search with no filter. */
export const NO_FILTER_MESSAGE = 'Choose at least one filter: a search of every car cannot be saved.';
