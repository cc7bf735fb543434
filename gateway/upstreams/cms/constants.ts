/**
 * The content service (CMS) endpoints the gateway calls and their breaker settings
 * (docs/rules/upstreams.md#content-service-calls). Each gets its own long-lived breaker; the content
 * is optional, so a failure leaves the listing's dealerDifference null (resolvers/DealerDifference.ts
 * logs it).
 */

/** 'Dealer diff: 5000 ms (reset 300000)', for both of its fetches. */
const DEALER_DIFF = { timeout: 5_000, resetTimeout: 300_000 } as const;

export const CMS_ENDPOINTS = {
  /** The structured content: GET /content/dealerdiff/{cmsId}.json?listingType=… */
  dealerDiffJson: { path: '/content/dealerdiff', ...DEALER_DIFF },
  /** The dealer's story, an HTML fragment: GET /content/dealerdiff/{cmsId}.html?listingType=… */
  dealerDiffHtml: { path: '/content/dealerdiff', format: 'html', ...DEALER_DIFF },
} as const;

export type CmsEndpointName = keyof typeof CMS_ENDPOINTS;

/** The only markup of the dealer's story that reaches the page: no attributes at all (sanitise.ts). */
export const DEALER_DIFF_ALLOWED_TAGS = ['h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br'] as const;

/** A picture the page may show: a path the gateway's image route serves (gateway/server.ts IMAGE_PATH). */
export const DEALER_DIFF_IMAGE_PATH = /^\/images(?:\/[A-Za-z0-9_-][\w.-]*)+$/;
