import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LscErrorBody } from '../../gateway/upstreams/lsc/types';
import { EXTERIOR_COLORS } from '../db/vocabulary';
import { BODY_STYLE_LABELS } from '../db/vocabulary';
import { monogramSvg, silhouetteSvg } from '../images/silhouette';
import { InvalidParameterError, type Params } from './query';
import type { ListingSearchService } from './service';

function badRequest(reply: FastifyReply, error: InvalidParameterError) {
  const body: LscErrorBody = { error: { code: 'INVALID_PARAMETER', message: error.message, parameter: error.parameter } };
  return reply.code(400).send(body);
}

/** Routes of the listing search service (spec §7 'GET /rest/lsc/…') and its generated images. */
export function registerLscRoutes(app: FastifyInstance, service: () => ListingSearchService | undefined): void {
  const ready = (reply: FastifyReply) => {
    const current = service();
    if (!current) {
      void reply.code(503).send({ error: { code: 'NOT_READY', message: 'The listing index is still loading' } });
    }
    return current;
  };

  app.get('/rest/lsc/listing', async (request, reply) => {
    const current = ready(reply);
    if (!current) return reply;
    try {
      return current.search(request.query as Params);
    } catch (error) {
      if (error instanceof InvalidParameterError) return badRequest(reply, error);
      throw error;
    }
  });

  app.get('/rest/lsc/owner', async (request, reply) => {
    const current = ready(reply);
    if (!current) return reply;
    const raw = (request.query as Params).ownerId;
    const ids = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((v) => v.split(','));
    if (ids.length === 0 || ids.some((id) => !/^\d{1,10}$/.test(id))) {
      return badRequest(reply, new InvalidParameterError('ownerId', 'give one or more owner ids (digits)'));
    }
    return { owners: current.owners(ids.map(Number)) };
  });

  app.get<{ Params: { id: string } }>('/images/listings/:id.svg', async (request, reply) => {
    const current = ready(reply);
    if (!current) return reply;
    const record = /^\d+$/.test(request.params.id) ? current.listingRecord(Number(request.params.id)) : undefined;
    if (!record) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such listing image' } });
    const color = EXTERIOR_COLORS.find((c) => c.code === record.extColor);
    const title = `${color?.label ?? ''} ${record.year} ${record.makeName} ${record.modelName} ${BODY_STYLE_LABELS[record.bodyStyle] ?? ''}`.trim();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(silhouetteSvg(record.bodyStyle, color?.hex ?? '#888888', title));
  });

  app.get<{ Params: { id: string } }>('/images/owners/:id.svg', async (request, reply) => {
    const current = ready(reply);
    if (!current) return reply;
    const name = /^\d+$/.test(request.params.id) ? current.ownerName(Number(request.params.id)) : undefined;
    if (!name) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such owner logo' } });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(monogramSvg(name));
  });
}
