import type { AdSize } from '../../contracts/ads/index';

/** The ad server's numbers (docs/rules/ads.md), in one place. */

/** Each slot kind has one creative size, in CSS pixels. */
export const AD_SIZE_PIXELS: Readonly<Record<AdSize, { width: number; height: number }>> = {
  FLUID: { width: 300, height: 250 },
  LINER: { width: 728, height: 90 },
  FIXED: { width: 320, height: 50 },
};

/** Impressions of one creative a viewer sees in the capping window; the seed's default cap. */
export const FREQUENCY_CAP = 3;
export const CAPPING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A showcase campaign's reach around its dealer, in miles: past the market's own radius, so the market's anchor is covered. */
export const SHOWCASE_RADIUS_MILES = 50;

/** The creatives' pictures change only with a new creative id's content: a day in caches. */
export const CREATIVE_IMAGE_CACHE = 'public, max-age=86400';
export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** A POST body is one small JSON object. */
export const AD_EVENT_BODY_LIMIT = 1024;
