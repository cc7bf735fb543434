import type { FastifyInstance } from 'fastify';
import { EXTERIOR_COLORS } from '../db/vocabulary';
import { listingPhoto, PHOTO_CONTENT_TYPE } from '../images/photos';
import { monogramSvg } from '../images/silhouette';
import { trimPaintHex } from '../images/trims';
import { catalogueOf } from './endpoints/catalogue';
import { endpoint, InvalidParameterError, NotFoundError, values, type EndpointDeps } from './endpoints/common';

const IMAGE_CACHE = 'public, max-age=86400';

/** The listing search itself, owner lookups and the generated images (docs/rules/upstreams.md#listing-search-calls). */
export function registerLscRoutes(app: FastifyInstance, deps: EndpointDeps): void {
  endpoint(app, deps, 'GET', '/rest/lsc/listing', ({ service, query }) => service.search(query));

  endpoint(app, deps, 'GET', '/rest/lsc/owner', ({ service, query }) => {
    const ids = values(query, 'ownerId');
    if (ids.length === 0 || ids.some((id) => !/^\d{1,10}$/.test(id))) {
      throw new InvalidParameterError('ownerId', 'give one or more owner ids (digits)');
    }
    return { owners: service.owners(ids.map(Number)) };
  });

  endpoint(app, deps, 'GET', '/images/listings/:id.webp', async ({ service, path, reply }) => {
    const record = /^\d+$/.test(path.id) ? service.listingRecord(Number(path.id)) : undefined;
    if (!record) throw new NotFoundError('No such listing image');
    const color = EXTERIOR_COLORS.find((c) => c.code === record.extColor);
    const photo = await listingPhoto(record.bodyStyle, color?.hex ?? '#888888');
    return reply.type(PHOTO_CONTENT_TYPE).header('cache-control', IMAGE_CACHE).send(photo);
  });

  // A trim's picture (the model info's imagePath): its model's body style in the trim's own paint.
  endpoint(app, deps, 'GET', '/images/trims/:modelCode/:trimCode.webp', async ({ db, path, reply }) => {
    const { models, trims } = await catalogueOf(db);
    const trim = trims.find((t) => t.modelCode === path.modelCode && t.code === path.trimCode);
    const model = trim && models.find((m) => m.code === trim.modelCode);
    if (!trim || !model) throw new NotFoundError('No such trim image');
    const photo = await listingPhoto(model.bodyStyle, trimPaintHex(model.code, trim.code));
    return reply.type(PHOTO_CONTENT_TYPE).header('cache-control', IMAGE_CACHE).send(photo);
  });

  endpoint(app, deps, 'GET', '/images/owners/:id.svg', ({ service, path, reply }) => {
    const name = /^\d+$/.test(path.id) ? service.ownerName(Number(path.id)) : undefined;
    if (!name) throw new NotFoundError('No such owner logo');
    return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(monogramSvg(name));
  });
}
