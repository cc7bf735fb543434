import type { FastifyInstance } from 'fastify';
import { endpoint, type EndpointDeps } from './common';

/**
 * GET /rest/lsc/listing/count: how many listings the filters of /rest/lsc/listing match. The
 * gateway asks it with the current query plus searchRadius=0 and dealType=greatprice
 * (docs/rules/upstreams.md#listing-search-calls).
 */
export function registerCount(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/count', ({ service, query }) => ({ count: service.count(query) }));
}
