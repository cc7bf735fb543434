import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { DealerDiffListingType, type CmsErrorBody } from '../../contracts/cms/index';
import type { Queryable } from '../db/database';
import { SHOWROOM_CONTENT_TYPE, showroomImage } from '../images/showroom';
import { CMS_ID_PATTERN } from './constants';
import { dealerDiffContent, dealerDiffHtml, showroomLookOf } from './content';
import { dealerByCmsId, type DealerFacts } from './store';

/**
 * The content service (CMS) upstream (docs/rules/upstreams.md#content-service-calls): a dealer's
 * differentiator content, as JSON (headline, bullets, picture) and as an HTML fragment (its story),
 * by CMS id and listing type, and the content's picture. Bad input is a 400 naming the parameter,
 * an unknown CMS id a 404, never a 500.
 */

export interface CmsDeps {
  db: Queryable;
  /** Whether the owners are seeded; 503 until then. */
  ready: () => boolean;
}

const IMAGE_CACHE = 'public, max-age=86400';

class InvalidParameterError extends Error {
  constructor(
    readonly parameter: string,
    reason: string,
  ) {
    super(`Invalid value for '${parameter}': ${reason}`);
  }
}

class NotFoundError extends Error {}

const errorBody = (code: string, message: string, parameter?: string): CmsErrorBody => ({
  error: parameter === undefined ? { code, message } : { code, message, parameter },
});

type Query = Record<string, string | string[] | undefined>;

function listingTypeOf(query: Query): DealerDiffListingType {
  const raw = query.listingType;
  if (Array.isArray(raw)) throw new InvalidParameterError('listingType', 'give one value');
  const parsed = DealerDiffListingType.safeParse(raw?.trim());
  if (!parsed.success)
    throw new InvalidParameterError('listingType', `must be one of ${DealerDiffListingType.options.join(', ')}`);
  return parsed.data;
}

async function dealerOf(db: Queryable, cmsId: string | undefined): Promise<{ cmsId: string; dealer: DealerFacts }> {
  if (!cmsId || !CMS_ID_PATTERN.test(cmsId))
    throw new InvalidParameterError('cmsId', 'must be a CMS id: lower-case letters, digits and dashes');
  const dealer = await dealerByCmsId(db, cmsId);
  if (!dealer) throw new NotFoundError(`No dealer content ${cmsId}`);
  return { cmsId, dealer };
}

type Handler = (query: Query, path: Record<string, string>, reply: FastifyReply) => Promise<unknown> | unknown;

export function registerCmsRoutes(app: FastifyInstance, deps: CmsDeps): void {
  void app.register(async (scope) => {
    // Anything the framework refuses keeps the service's error shape.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send(errorBody('BAD_REQUEST', error.message));
      request.log.error(error);
      return reply.code(500).send(errorBody('INTERNAL', 'The content service failed'));
    });
    const get = (url: string, handler: Handler) =>
      scope.get(url, async (request, reply) => {
        if (!deps.ready()) return reply.code(503).send(errorBody('NOT_READY', 'The content is still loading'));
        try {
          return await handler((request.query ?? {}) as Query, (request.params ?? {}) as Record<string, string>, reply);
        } catch (error) {
          if (error instanceof InvalidParameterError)
            return reply.code(400).send(errorBody('INVALID_PARAMETER', error.message, error.parameter));
          if (error instanceof NotFoundError)
            return reply.code(404).send(errorBody('NOT_FOUND', error.message, 'cmsId'));
          throw error;
        }
      });

    get('/content/dealerdiff/:cmsId.json', async (query, path) => {
      const listingType = listingTypeOf(query);
      const { cmsId, dealer } = await dealerOf(deps.db, path.cmsId);
      return dealerDiffContent(cmsId, dealer, listingType);
    });

    get('/content/dealerdiff/:cmsId.html', async (query, path, reply) => {
      const listingType = listingTypeOf(query);
      const { cmsId, dealer } = await dealerOf(deps.db, path.cmsId);
      return reply.type('text/html; charset=utf-8').send(dealerDiffHtml(cmsId, dealer, listingType));
    });

    get('/images/dealerdiff/:cmsId.webp', async (_query, path, reply) => {
      const { cmsId, dealer } = await dealerOf(deps.db, path.cmsId);
      const image = await showroomImage(cmsId, dealer.name, showroomLookOf(cmsId, dealer));
      return reply.type(SHOWROOM_CONTENT_TYPE).header('cache-control', IMAGE_CACHE).send(image);
    });
  });
}
