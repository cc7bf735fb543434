/**
 * The gateway's public ad routes (docs/rules/ads.md#the-gateways-routes): what the page's ad slots
 * link to and beacon, shared by the gateway that serves them and the page that uses them.
 */

/** POST, body {"decisionId"} as JSON or text/plain (navigator.sendBeacon): counts the impression once. */
export const AD_IMPRESSIONS_ROUTE = '/ads/impressions';
/** GET /ads/click/{decisionId}: counts the click and redirects to the ad's page on this site. */
export const AD_CLICK_ROUTE = '/ads/click';
/** GET /ads/creatives/{creativeId}.svg: the creative's picture, from the ad server. */
export const AD_CREATIVES_ROUTE = '/ads/creatives';

export const adClickUrl = (decisionId: string) => `${AD_CLICK_ROUTE}/${encodeURIComponent(decisionId)}`;
export const adCreativeUrl = (creativeId: string) => `${AD_CREATIVES_ROUTE}/${encodeURIComponent(creativeId)}.svg`;
