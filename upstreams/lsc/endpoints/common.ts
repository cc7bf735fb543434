import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LscErrorBody, LscListing, LscOwner } from '../../../contracts/lsc/index';
import type { Queryable } from '../../db/database';
import { InvalidParameterError, integer, single, values, type Params } from '../query';
import type { ListingRecord } from '../records';
import type { ListingSearchService } from '../service';

export { InvalidParameterError, integer, single, values, type Params };

export interface EndpointDeps {
  service: () => ListingSearchService | undefined;
  db: Queryable;
}

/** A well-formed request for something that does not exist: answered with 404. */
export class NotFoundError extends Error {
  constructor(
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

export interface EndpointContext {
  service: ListingSearchService;
  db: Queryable;
  query: Params;
  /** Path parameters. */
  path: Record<string, string>;
  body: unknown;
  reply: FastifyReply;
}

export type EndpointHandler = (context: EndpointContext) => unknown;

export function errorBody(code: string, message: string, parameter?: string): LscErrorBody {
  return { error: parameter === undefined ? { code, message } : { code, message, parameter } };
}

/**
 * Registers one endpoint: 503 until the index is ready, 400 naming the parameter for an
 * InvalidParameterError, 404 for a NotFoundError.
 */
export function endpoint(
  scope: FastifyInstance,
  deps: EndpointDeps,
  method: 'GET' | 'POST',
  url: string,
  handler: EndpointHandler,
): void {
  scope.route({
    method,
    url,
    handler: async (request, reply) => {
      const service = deps.service();
      if (!service) return reply.code(503).send(errorBody('NOT_READY', 'The listing index is still loading'));
      try {
        return await handler({
          service,
          db: deps.db,
          query: (request.query ?? {}) as Params,
          path: (request.params ?? {}) as Record<string, string>,
          body: request.body,
          reply,
        });
      } catch (error) {
        if (error instanceof InvalidParameterError) {
          return reply.code(400).send(errorBody('INVALID_PARAMETER', error.message, error.parameter));
        }
        if (error instanceof NotFoundError)
          return reply.code(404).send(errorBody('NOT_FOUND', error.message, error.parameter));
        throw error;
      }
    },
  });
}

/* ---- Query parameter readers (comma-separated or repeated values, like /rest/lsc/listing) ---- */

export function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const raw = single(params, name);
  if (raw === undefined) return undefined;
  const found = allowed.find((a) => a.toLowerCase() === raw.toLowerCase());
  if (!found) throw new InvalidParameterError(name, `must be one of ${allowed.join(', ')}`);
  return found;
}

export function flag(params: Params, name: string): boolean {
  const raw = single(params, name);
  if (raw === undefined) return false;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new InvalidParameterError(name, 'must be true or false');
}

/** A codes parameter (makeCode, modelCode …): upper-case letters, digits, '|', '_' and '-'. */
export function codes(params: Params, name: string): string[] {
  const list = values(params, name);
  for (const code of list) {
    if (!/^[A-Za-z0-9|_-]{1,60}$/.test(code))
      throw new InvalidParameterError(name, 'must be one or more codes (letters and digits)');
  }
  return [...new Set(list.map((c) => c.toUpperCase()))];
}

/** One code of a required codes parameter (makeCode, modelCode). */
export function oneCode(params: Params, name: string, example: string): string {
  const [code, ...more] = codes(params, name);
  if (!code) throw new InvalidParameterError(name, `give the ${name} (e.g. ${example})`);
  if (more.length) throw new InvalidParameterError(name, `give one ${name}`);
  return code;
}

/** The query without the named parameters: the rest is handed to the search as filters. */
export function without(params: Params, names: readonly string[]): Params {
  const drop = new Set(names);
  return Object.fromEntries(Object.entries(params).filter(([name]) => !drop.has(name)));
}

/* ---- Payloads ---- */

export interface Pick {
  record: ListingRecord;
  distance?: number;
}

/** Listing payloads (as the search returns them, plus per-listing extras) and their owners, each owner once. */
export function payloads<T extends object = object>(
  service: ListingSearchService,
  picks: Pick[],
  extra: (pick: Pick) => T = () => ({}) as T,
): { listings: Array<LscListing & T>; owners: LscOwner[] } {
  const owners = new Map<number, LscOwner>();
  const listings = picks.map((pick) => {
    const { listing, owner } = service.payloadOf(pick.record, pick.distance);
    if (owner && !owners.has(owner.id)) owners.set(owner.id, owner);
    return { ...listing, ...extra(pick) };
  });
  return { listings, owners: [...owners.values()] };
}

/**
 * The inventory's clock: the newest listing date, or now if that is later. A seeded inventory
 * is dated to its reference day, so 'newly listed' is measured from the freshest listing rather
 * than from the wall clock.
 */
export function inventoryNow(service: ListingSearchService): number {
  const [newest] = service.search({ sortBy: 'datelistedDESC', numRecords: '1', hideFilters: 'true' }).listings;
  return newest ? Math.min(Date.now(), Date.parse(newest.listedDate)) : Date.now();
}

/** An SRP link (filters in the query string, docs/rules/search-request.md#canonical-query-string), with keys and values in canonical order so it is never redirected. */
export function srpHref(params: Record<string, string | string[] | undefined>): string {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params)) {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    for (const v of new Set(list)) if (v !== '') pairs.push([name, v]);
  }
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  return query ? `/cars-for-sale?${query}` : '/cars-for-sale';
}

/**
 * The listing ids of a batch lookup (?listingId=1&listingId=2 or 1,2): digits, 1 to `max` of them,
 * each once in the order first given.
 */
export function listingIdsOf(query: Params, max: number): number[] {
  const raw = values(query, 'listingId');
  if (raw.length === 0 || raw.some((id) => !/^\d{1,15}$/.test(id)))
    throw new InvalidParameterError('listingId', 'give one or more listing ids (1 to 15 digits each)');
  const ids = [...new Set(raw.map(Number))];
  if (ids.length > max) throw new InvalidParameterError('listingId', `give at most ${max} listing ids`);
  return ids;
}
