import type { Params } from '../search/queryState';

/**
 * Whether a search can have an alpha showcase (docs/rules/showcase.md#when-it-shows): the brand shows
 * one (its showcase flag, `showcaseOn`), the search has a ZIP code and is not already a
 * sponsorship. The gateway applies the same rules; this spares the page a request that would answer null.
 */
export const showcaseEligible = (params: Params, showcaseOn: boolean): boolean =>
  showcaseOn && Boolean(params.zip?.[0]) && !params.isSponsorship?.length && !params.showcaseOwnerId?.length;
