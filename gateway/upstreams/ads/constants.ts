import {
  ADS_API_CLICKS_PATH,
  ADS_API_DECISIONS_PATH,
  ADS_API_IMPRESSIONS_PATH,
  ADS_API_SHOWCASE_PATH,
} from '../../../contracts/ads/index';

/**
 * The ad server's endpoints the gateway calls and their breaker settings (docs/rules/ads.md#failures).
 * Ads never hold the page up: a call times out after 1000 ms and an open circuit stays open 30 s,
 * during which the slots collapse and the showcase is left out at once.
 */
export const ADS_TIMEOUT_MS = 1_000;
export const ADS_RESET_TIMEOUT_MS = 30_000;

const ADS = { timeout: ADS_TIMEOUT_MS, resetTimeout: ADS_RESET_TIMEOUT_MS } as const;

export const ADS_ENDPOINTS = {
  decisions: { path: ADS_API_DECISIONS_PATH, ...ADS },
  showcase: { path: ADS_API_SHOWCASE_PATH, ...ADS },
  impression: { path: ADS_API_IMPRESSIONS_PATH, method: 'POST', ...ADS },
  click: { path: ADS_API_CLICKS_PATH, method: 'POST', ...ADS },
} as const;

export type AdsEndpointName = keyof typeof ADS_ENDPOINTS;
