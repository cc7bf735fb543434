import type { FastifyInstance } from 'fastify';
import {
  MAX_FIRST_RECORD,
  MAX_NEW_CAR_BOOST_NUM_RECORDS,
  MAX_PRICE,
  NEW_CAR_BOOST_NUM_RECORDS,
  NEW_CAR_BOOST_RADIUS,
} from '../constants';
import type { ListingSearchService } from '../service';
import { BASE_CONSTRAINT_PARAMS } from '../query';
import {
  InvalidParameterError,
  codes,
  endpoint,
  integer,
  payloads,
  single,
  type EndpointDeps,
  type Params,
} from './common';

/**
 * New car boost: NEW listings near the zip that match the make, model, trim and body style the
 * shopper is looking at, nearest first (the SRP asks only for used searches: docs/rules/results.md#new-car-boost).
 * seriesCode narrows to the models of those series; channel is accepted. The search's experience and
 * makerCode are base constraints (docs/rules/search-request.md#experiences): they narrow the boost too.
 */
function newCarBoost(service: ListingSearchService, query: Params) {
  const firstRecord = integer(query, 'firstRecord', 0, MAX_FIRST_RECORD) ?? 0;
  const numRecords = integer(query, 'numRecords', 1, MAX_NEW_CAR_BOOST_NUM_RECORDS) ?? NEW_CAR_BOOST_NUM_RECORDS;
  const maxPrice = integer(query, 'maxPrice', 1, MAX_PRICE);
  const dealerId = single(query, 'dealerId');
  if (dealerId !== undefined && !/^\d{1,10}$/.test(dealerId))
    throw new InvalidParameterError('dealerId', 'must be an owner id (digits)');
  const makes = codes(query, 'makeCode');
  const models = codes(query, 'modelCode');
  // A bare trim code belongs to the model asked for ('XLT' with modelCode=F150PICKUP is F150PICKUP|XLT).
  const trims = codes(query, 'trimCode').flatMap((trim) => {
    if (trim.includes('|')) return [trim];
    const parents = models.length ? models : makes;
    if (parents.length === 0)
      throw new InvalidParameterError('trimCode', "give it as 'model|trim', or with a makeCode or modelCode");
    return parents.map((parent) => `${parent}|${trim}`);
  });
  const zip = single(query, 'zip');
  const filters: Params = {
    listingType: 'NEW',
    makeCode: makes,
    modelCode: models,
    trimCode: trims,
    seriesCode: codes(query, 'seriesCode'),
    vehicleStyleCode: codes(query, 'vehicleStyleCode'),
    ...Object.fromEntries(
      BASE_CONSTRAINT_PARAMS.flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]]])),
    ),
    ...(maxPrice !== undefined ? { maxPrice: String(maxPrice) } : {}),
    ...(zip !== undefined ? { zip, searchRadius: String(NEW_CAR_BOOST_RADIUS), sortBy: 'distanceASC' } : {}),
  };
  const matches = service
    .matching(filters)
    .filter((c) => dealerId === undefined || c.record.ownerId === Number(dealerId));
  return {
    ...payloads(service, matches.slice(firstRecord, firstRecord + numRecords)),
    totalResultCount: matches.length,
  };
}

/** GET /rest/lsc/newcarboost/listing (2 records; docs/rules/results.md#new-car-boost). */
export function registerNewCarBoost(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/newcarboost/listing', ({ service, query }) => newCarBoost(service, query));
}
