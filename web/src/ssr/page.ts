import { createContext, useContext } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';
import type { Wallet } from '../wallet/cookie';
import { DEFAULT_FEATURES, type FeatureFlag, type FeatureFlags } from '../../../contracts/features';
import { WEB_BRAND } from '../search/constants';
import { BRANDS, type Brand, type BrandCode } from '../../../contracts/search/brands';

/** What the server knows about a page request beyond its URL (cookies it read), passed to the tree. */
export interface PageData {
  /** The brand the page was requested under (its host name, or ?brand= in development); the used-car brand when absent. */
  brand?: BrandCode;
  /** The brand's feature flags as the gateway is configured (docs/rules/features.md); the defaults when absent. */
  features?: FeatureFlags;
  /** Set after /cars-for-sale/vehicle/{id} of an expired listing redirected here: 'Ford F-150' or 'vehicle'. */
  expiredVehicle?: string;
  /** The shopper's wallet, from its cookie: the page's cards and vehicle page show payments with it. */
  wallet?: Wallet;
  /** The browser said 'Don't show me this again' to the model-name clarification (docs/rules/filters.md#model-name-clarification). */
  noModelPrompt?: boolean;
  /** The shopper hid the alpha showcase (docs/rules/showcase.md#hide): the server renders none. */
  showcaseHidden?: boolean;
}

export const PageDataContext = createContext<PageData>({});

export const usePageData = (): PageData => useContext(PageDataContext);

/** The page's brand (docs/rules/brands.md): its name, rules and, through brand/theme.ts, its look. */
export const useBrand = (): Brand => BRANDS[useContext(PageDataContext).brand ?? WEB_BRAND];

/** Whether a feature is on for this brand (docs/rules/features.md): the gateway's flags, from the page's data. */
export function useFeature(flag: FeatureFlag): boolean {
  const { brand, features } = useContext(PageDataContext);
  return (features ?? DEFAULT_FEATURES[brand ?? WEB_BRAND])[flag];
}

/**
 * Whether the browser's Apollo cache was restored from the server's state: the page is hydrating
 * the server's HTML, and the search it shows is already in the cache. False on the server.
 */
export const RestoredCacheContext = createContext(false);

/**
 * Id of the JSON data block (<script type="application/json">) in the server's HTML that holds
 * { apollo, page }. Data, not code: the parser only tokenises it, and the client JSON.parses it in a
 * task of its own, instead of the page compiling and running a large object literal while it loads.
 */
export const EMBEDDED_STATE_ID = 'srp-state';

interface Embedded {
  apollo?: NormalizedCacheObject;
  page?: PageData;
}

/**
 * The Apollo cache and page data the server rendered with. No state means the server did not
 * render the tree (its error page, or the Vite dev server): the client then renders from scratch.
 */
export function readEmbedded(): { state?: NormalizedCacheObject; page: PageData } {
  const text = document.getElementById(EMBEDDED_STATE_ID)?.textContent;
  const embedded: Embedded = text ? (JSON.parse(text) as Embedded) : {};
  return { state: embedded.apollo, page: embedded.page ?? {} };
}
