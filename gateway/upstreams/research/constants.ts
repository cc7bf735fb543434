/**
 * The research-content endpoints the gateway calls and their breaker settings
 * (docs/rules/upstreams.md#research-content-calls). Every entry gets its own long-lived breaker, and each has an
 * empty fallback (search/research.ts applies it and logs the failure).
 */
const RESEARCH_RESET = 300_000;

export const RESEARCH_ENDPOINTS = {
  /** 'Reference vehicles lookup: 5 s timeout, 5 min reset, empty fallback.' */
  referenceVehicles: {
    path: '/cars-for-sale/kbbresearch/reference/vehicles',
    timeout: 5_000,
    resetTimeout: RESEARCH_RESET,
  },
  /** The consumer-ratings lookup that follows it, with the reference lookup's figures. */
  consumerRatings: {
    path: '/cars-for-sale/kbbresearch/consumer-ratings',
    timeout: 5_000,
    resetTimeout: RESEARCH_RESET,
  },
  /** 'Expert reviews: 3 s timeout, 30 s reset, empty fallback.' */
  expertReviews: { path: '/content/wp-json/wp/v2/posts', timeout: 3_000, resetTimeout: 30_000 },
  /** 'Certified content: 5000 ms', reset 300000 like the other content calls. */
  certifiedContent: {
    path: '/content/static/json/atc/cpo/certifiedcontent.json',
    timeout: 5_000,
    resetTimeout: RESEARCH_RESET,
  },
} as const;

export type ResearchEndpointName = keyof typeof RESEARCH_ENDPOINTS;
