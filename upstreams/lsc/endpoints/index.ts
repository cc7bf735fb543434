import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, type EndpointDeps } from './common';
import { registerCount } from './count';
import { registerCrawl } from './crawl';
import { registerDeal } from './deal';
import { registerExpired } from './expired';
import { registerKeywords } from './keywords';
import { registerMileageStats } from './mileage-stats';
import { registerModelInfo } from './model-info';
import { registerNatural } from './natural';
import { registerNewCarBoost } from './new-car-boost';
import { registerPackages } from './packages';
import { registerPriceHistory } from './price-history';
import { registerReference } from './reference';
import { registerSafety } from './safety';
import { registerSimilar } from './similar';
import { registerSpotlights } from './spotlights';
import { registerViewCount } from './view-count';
import { registerZip } from './zip';

export type { EndpointDeps };

/**
 * The lsc endpoints (docs/rules/upstreams.md#listing-search-calls) beside the listing search itself: count, spotlights, similar, new
 * car boost, keyword suggestions, plain-language reading, crawl links, mileage stats, model info, safety, reference data, zip
 * lookups, packages, listing view counts, expired listings and price histories. They live in their own scope so that a body the
 * framework cannot parse is answered in the service's error shape too.
 */
export function registerLscEndpoints(app: FastifyInstance, deps: EndpointDeps): void {
  void app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody('BAD_REQUEST', error.message, 'body'));
      }
      request.log.error(error);
      return reply.code(500).send(errorBody('INTERNAL', 'The listing search service failed'));
    });
    for (const register of [
      registerCount,
      registerSpotlights,
      registerSimilar,
      registerNewCarBoost,
      registerNatural,
      registerDeal,
      registerKeywords,
      registerCrawl,
      registerMileageStats,
      registerModelInfo,
      registerSafety,
      registerReference,
      registerZip,
      registerPackages,
      registerViewCount,
      registerExpired,
      registerPriceHistory,
    ]) {
      register(scope, deps);
    }
  });
}
