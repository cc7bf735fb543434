/** The alpha showcase's numbers (docs/rules/showcase.md). */

/** Listings of the dealer's carousel when its inventory matches the search. */
export const SHOWCASE_INVENTORY_LISTINGS = 12;
/** Listings shown with the dealer when none match ('owner' view). */
export const SHOWCASE_OWNER_LISTINGS = 2;

/** An impression beacon is one decision id: a few hundred bytes at most. */
export const AD_IMPRESSION_BODY_LIMIT = 1_024;
/** How long the gateway waits for a creative's picture. */
export const CREATIVE_FETCH_TIMEOUT_MS = 2_000;
