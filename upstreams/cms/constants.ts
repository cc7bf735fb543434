/**
 * The content service's (CMS) numbers and word pools for dealer differentiator content
 * (docs/rules/vehicle-page.md#seller-card), in one place: content.ts writes each dealer's content
 * from them, deterministically.
 */

/** A CMS id: what the seed writes (upstreams/db/seed/owners.ts dealerDiffCmsId), or any id of that alphabet. */
export const CMS_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Where a dealer's content picture is served (upstreams/cms/routes.ts); the gateway proxies /images/*. */
export const dealerDiffImagePath = (cmsId: string) => `/images/dealerdiff/${cmsId}.webp`;

/** Content is dated within this window: a dealer edits it now and then. */
export const CONTENT_EPOCH = Date.UTC(2025, 0, 6);
export const CONTENT_DAYS = 480;

/** The fewest and most selling points a content has. */
export const MIN_BULLETS = 2;
export const MAX_BULLETS = 5;

/** Colours of the showroom picture: sign and trim, sky, cars. */
export const BRAND_COLORS = ['#0b3d91', '#8a1c1c', '#1d5c3a', '#3b2a6b', '#a35200', '#1f4e5f', '#333f4f'];
export const SKY_COLORS = ['#dbe9f6', '#e6eef5', '#f3e9dc', '#e3f0ea'];
export const CAR_COLORS = ['#c0c0c0', '#1b1b1b', '#f5f5f5', '#8b0000', '#1e3a8a', '#4b5563', '#9a7b4f', '#2f5d3a'];
