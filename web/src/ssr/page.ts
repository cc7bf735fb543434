import { createContext, useContext } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';

/** What the server knows about a page request beyond its URL (cookies it read), passed to the tree. */
export interface PageData {
  /** Set after /cars-for-sale/vehicle/{id} of an expired listing redirected here: 'Ford F-150' or 'vehicle'. */
  expiredVehicle?: string;
}

export const PageDataContext = createContext<PageData>({});

export const usePageData = (): PageData => useContext(PageDataContext);

/** Globals the server's HTML sets before the client entry runs. */
export const APOLLO_STATE_GLOBAL = '__APOLLO_STATE__';
export const PAGE_DATA_GLOBAL = '__SRP_PAGE__';

interface EmbeddedWindow {
  [APOLLO_STATE_GLOBAL]?: NormalizedCacheObject;
  [PAGE_DATA_GLOBAL]?: PageData;
}

/**
 * The Apollo cache and page data the server rendered with. No state means the server did not
 * render the tree (its error page, or the Vite dev server): the client then renders from scratch.
 */
export function readEmbedded(): { state?: NormalizedCacheObject; page: PageData } {
  const embedded = window as unknown as EmbeddedWindow;
  return { state: embedded[APOLLO_STATE_GLOBAL], page: embedded[PAGE_DATA_GLOBAL] ?? {} };
}
