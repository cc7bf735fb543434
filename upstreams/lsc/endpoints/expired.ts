import type { FastifyInstance } from 'fastify';
import type { LscExpiredListingResponse } from '../../../contracts/lsc/index';
import type { Queryable } from '../../db/database';
import { InvalidParameterError, endpoint, type EndpointDeps } from './common';

/**
 * A listing taken off sale (docs/rules/pages.md#expired-listing): its make and model names from the
 * tombstone the listings table leaves (migration 018), for the page that says which car is gone.
 */
async function expiredListing(db: Queryable, id: string): Promise<LscExpiredListingResponse> {
  if (!/^\d{1,15}$/.test(id)) throw new InvalidParameterError('id', 'must be a listing id (digits)');
  const [row] = await db.query<{ id: string; make: string; model: string; expired_at: Date | string }>(
    `SELECT e.id::text AS id, COALESCE(mk.name, e.make_code) AS make, COALESCE(md.name, e.model_code) AS model, e.expired_at
       FROM expired_listings e
       LEFT JOIN makes mk ON mk.code = e.make_code
       LEFT JOIN models md ON md.code = e.model_code
      WHERE e.id = $1::bigint`,
    [id],
  );
  if (!row) return { expired: null };
  return {
    expired: {
      id: Number(row.id),
      make: { name: row.make },
      model: { name: row.model },
      expiredAt: new Date(row.expired_at).toISOString(),
    },
  };
}

export function registerExpired(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/expired/:id', ({ db, path }) => expiredListing(db, path.id));
}
