import type { BookmarkResolvers, SharedSearchResolvers } from '../__generated__/resolvers-types';
import { SRP_PATH } from '../../contracts/search';
import { BOOKMARK_TEXTS } from '../account/constants';

/** The search results page's path for a canonical query string. */
export const pathOf = (searchResultsURL: string) => `${SRP_PATH}?${searchResultsURL}`;

/** A saved search (docs/rules/accounts.md#bookmark-fields); its alert address is never shown. */
export const Bookmark: BookmarkResolvers = {
  searchResultsPath: (bookmark) => pathOf(bookmark.searchResultsURL),
  title: (bookmark) => bookmark.bookmarkTitle,
  textModalDisclaimer: () => BOOKMARK_TEXTS.textModalDisclaimer,
  saveSearchInstrText: () => BOOKMARK_TEXTS.saveSearchInstrText,
  saveSearchString: () => BOOKMARK_TEXTS.saveSearchString,
};

export const SharedSearch: SharedSearchResolvers = {
  searchResultsPath: (shared) => pathOf(shared.searchResultsURL),
};
