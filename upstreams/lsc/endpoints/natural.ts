import type { FastifyInstance } from 'fastify';
import { NATURAL_TEXT_MAX_LENGTH, type LscNaturalResponse } from '../../../contracts/lsc/lookups';
import { BASE_CONSTRAINT_PARAMS } from '../query';
import { NaturalReader } from '../natural/reader';
import { InvalidParameterError, endpoint, single, type EndpointDeps, type Params } from './common';

/**
 * GET /rest/lsc/natural (docs/rules/natural-search.md): a plain-language sentence read into SRP
 * query parameters, with what was understood, what was not, and how many listings the reading
 * finds (around the shopper's zip and searchRadius when the sentence names no place, within the brand's
 * base constraints).
 */
function read(reader: NaturalReader, count: (params: Params) => number, query: Params): LscNaturalResponse {
  const text = (single(query, 'text') ?? '').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) throw new InvalidParameterError('text', 'must have a letter or a digit');
  if (text.length > NATURAL_TEXT_MAX_LENGTH)
    throw new InvalidParameterError('text', `must be at most ${NATURAL_TEXT_MAX_LENGTH} characters`);
  const reading = reader.read(text);
  const location: Params = {};
  // The brand's base constraints (the car maker's make) narrow the count, never the reading.
  for (const name of BASE_CONSTRAINT_PARAMS)
    if (single(query, name) !== undefined) location[name] = single(query, name);
  if (!reading.params.zip) {
    const zip = single(query, 'zip');
    const searchRadius = single(query, 'searchRadius');
    if (zip !== undefined) location.zip = zip;
    if (searchRadius !== undefined && !reading.params.searchRadius) location.searchRadius = searchRadius;
  }
  return { ...reading, count: count({ ...location, ...reading.params }) };
}

export function registerNatural(scope: FastifyInstance, deps: EndpointDeps): void {
  const reader = new NaturalReader();
  endpoint(scope, deps, 'GET', '/rest/lsc/natural', ({ service, query }) =>
    read(reader, (params) => service.count(params), query),
  );
}
