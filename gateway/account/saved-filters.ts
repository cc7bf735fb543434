import { PAGING_PARAMS, emptyParams, first, parseQueryString, toQueryString } from '../../contracts/search';
import { randomUUID } from 'node:crypto';
import type { ContextValue } from '../context';
import { SAVED_SEARCH_PARAMS } from './constants';

/** Cheap enough to ask of every search: whether its query string names a saved search at all. */
const NAMES_SAVED_SEARCH = /(?:^|[?&])(?:searchBookmarkId|bookmarkId)=/;

export function namesSavedSearch(queryString: string): boolean {
  return NAMES_SAVED_SEARCH.test(queryString);
}

/**
 * A search results query string that names a saved search (searchBookmarkId or bookmarkId) opens
 * that search (docs/rules/accounts.md#opening-a-saved-search): the bookmark's filters replace the
 * query's, its paging stays. A bookmark that is not found, is not the caller's, or cannot be read
 * now is an empty search, never an error.
 */
export async function withSavedFilters(queryString: string, ctx: ContextValue): Promise<string> {
  const params = parseQueryString(queryString);
  const bookmarkId = SAVED_SEARCH_PARAMS.map((name) => first(params, name)).find(Boolean);
  const paging = emptyParams();
  for (const name of PAGING_PARAMS) if (params[name]) paging[name] = params[name];
  const filters = bookmarkId ? await savedFilters(bookmarkId, ctx) : '';
  const saved = parseQueryString(filters);
  for (const name of [...PAGING_PARAMS, ...SAVED_SEARCH_PARAMS]) delete saved[name];
  return toQueryString({ ...saved, ...paging });
}

async function savedFilters(bookmarkId: string, ctx: ContextValue): Promise<string> {
  try {
    const viewer = await ctx.account.viewer();
    if (!viewer && !ctx.account.visitorId) return '';
    const bookmark = await (await ctx.account.loaders()).bookmark.load(bookmarkId);
    if (bookmark && viewer) markExecuted(bookmark.bookmarkId, viewer.idToken, ctx);
    return bookmark?.searchResultsURL ?? '';
  } catch (error) {
    ctx.log.warn({ err: error, group: 'savedSearch' }, 'saved search unavailable; searching without its filters');
    return '';
  }
}

/**
 * A signed-in consumer's saved search that is opened records when it ran (lastExecuted,
 * docs/rules/accounts.md#opening-a-saved-search). In the background: the search never waits for
 * it, and one that fails is logged (without the bookmark's owner) and tried at the next opening.
 */
function markExecuted(bookmarkId: string, idToken: string, ctx: ContextValue): void {
  const body = { bookmarkId, lastExecuted: new Date().toISOString() };
  ctx.account.client
    .saveSearch(body, { idToken, idempotencyKey: randomUUID() })
    .then((answer) => {
      if (!answer.ok) ctx.log.warn({ code: answer.refusal.code, group: 'savedSearch' }, 'lastExecuted not recorded');
    })
    .catch((error: unknown) => ctx.log.warn({ err: error, group: 'savedSearch' }, 'lastExecuted not recorded'));
}
