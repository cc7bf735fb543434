import type { Upstreams } from '../context';
import type { BreakerSettings } from './breaker';
import { createLscClient } from './lsc/client';
import { createResearchClient } from './research/client';

/**
 * Clients of every upstream, each at its own base URL; a string puts them all at one URL, as the
 * reference upstreams serve them. Breaker settings replace the spec's for every endpoint (tests).
 */
export function createUpstreams(
  urls: string | { lsc: string; research: string },
  breakers?: Partial<BreakerSettings>,
): Upstreams {
  const { lsc, research } = typeof urls === 'string' ? { lsc: urls, research: urls } : urls;
  return { lsc: createLscClient(lsc, { breakers }), research: createResearchClient(research, { breakers }) };
}
