/** Breaker settings of the lsc endpoints (spec §9 'Circuit breaker time-outs'). */
export const LSC_BREAKERS = {
  /** The required search of the SRP. */
  search: { timeout: 20_000, resetTimeout: 30_000 },
  /** Owner and listing lookups that the search payload did not carry (optional data). */
  lookup: { timeout: 3_000, resetTimeout: 30_000 },
} as const;
