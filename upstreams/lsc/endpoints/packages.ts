import type { FastifyInstance } from 'fastify';
import { PACKAGE_MIN_SHARE, PACKAGES } from '../constants';
import type { ListingSearchService } from '../service';
import type { Queryable } from '../../db/database';
import { catalogueOf } from './catalogue';
import { InvalidParameterError, codes, endpoint, type EndpointDeps, type Params } from './common';

/**
 * Option packages of a trim ('packages' of docs/rules/upstreams.md#listing-search-calls): a package is offered when at
 * least a quarter of that trim's listings carry it (the packages stored with each listing, the
 * ones whose every feature it has: navigation and adaptive cruise make the Technology Package …).
 * Without a trimCode, over all trims of the model. Its names are the values of the packages filter.
 */
async function packages(service: ListingSearchService, db: Queryable, query: Params) {
  const [modelCode, ...moreModels] = codes(query, 'modelCode');
  if (!modelCode || moreModels.length) throw new InvalidParameterError('modelCode', 'give one model code');
  const [makeCode] = codes(query, 'makeCode');
  const [trimParam, ...moreTrims] = codes(query, 'trimCode');
  if (moreTrims.length) throw new InvalidParameterError('trimCode', 'give one trim code');
  const catalogue = await catalogueOf(db);
  const model = catalogue.models.find((m) => m.code === modelCode);
  if (!model) throw new InvalidParameterError('modelCode', `unknown model ${modelCode}`);
  if (makeCode && makeCode !== model.makeCode)
    throw new InvalidParameterError('makeCode', `${modelCode} is not a model of ${makeCode}`);
  let trimCode: string | undefined;
  if (trimParam) {
    const [parent, trim] = trimParam.includes('|') ? trimParam.split('|') : [modelCode, trimParam];
    // A trim code is kept only if it belongs to the chosen make and model (docs/rules/search-request.md#trim-belongs-to-the-make-and-model).
    if (
      (parent !== modelCode && parent !== model.makeCode) ||
      !catalogue.trims.some((t) => t.modelCode === modelCode && t.code === trim)
    ) {
      throw new InvalidParameterError('trimCode', `${trimParam} is not a trim of ${modelCode}`);
    }
    trimCode = `${modelCode}|${trim}`;
  }
  const listings = service.matching({ modelCode, ...(trimCode ? { trimCode } : {}) }).map((c) => c.record);
  const offered = PACKAGES.map((pkg) => ({
    name: pkg.name,
    count: listings.filter((r) => r.packages.includes(pkg.name)).length,
  }))
    .filter((pkg) => pkg.count > 0 && pkg.count >= listings.length * PACKAGE_MIN_SHARE)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { results: { packageNames: offered.map((p) => p.name), packages: offered, listingCount: listings.length } };
}

/** GET /cars-for-sale/searchoptions/packages. */
export function registerPackages(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/cars-for-sale/searchoptions/packages', ({ service, db, query }) =>
    packages(service, db, query),
  );
}
