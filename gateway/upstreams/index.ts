import type { Upstreams } from '../context';
import type { UpstreamClientOptions } from './client';
import { createLscClient } from './lsc/client';
import { createResearchClient } from './research/client';

/**
 * Clients of every upstream, each at its own base URL; a string puts them all at one URL, as the
 * reference upstreams serve them. Options apply to every client: breaker settings that replace the
 * spec's (tests), and the log that reports answers breaking their contract.
 */
export function createUpstreams(
  urls: string | { lsc: string; research: string },
  options: UpstreamClientOptions = {},
): Upstreams {
  const { lsc, research } = typeof urls === 'string' ? { lsc: urls, research: urls } : urls;
  return { lsc: createLscClient(lsc, options), research: createResearchClient(research, options) };
}
