import type { FastifyInstance } from 'fastify';
import zipcodes from 'zipcodes';
import { InvalidParameterError, NotFoundError, endpoint, single, type EndpointDeps, type Params } from './common';

const lookup = (zip: string) => {
  const found = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  return found && found.country === 'US' ? found : undefined;
};

function zipParam(query: Params): string {
  const zip = single(query, 'zip');
  if (zip === undefined) throw new InvalidParameterError('zip', 'give a 5-digit ZIP code');
  return zip;
}

/**
 * GET /rest/lsc/zip/validate: the server zip lookup behind 'Enter a valid ZIP Code' (docs/rules/filters.md#location-panel). A
 * zip that is not 5 digits or not a US zip is answered with success false, not an error.
 */
function validate(query: Params) {
  const zip = zipParam(query);
  return { success: lookup(zip) !== undefined, zip };
}

/** GET /rest/lsc/zip/city: the zip-to-city lookup (docs/rules/breadcrumbs.md#location). */
function city(query: Params) {
  const zip = zipParam(query);
  if (!/^\d{5}$/.test(zip)) throw new InvalidParameterError('zip', 'must be 5 digits');
  const found = lookup(zip);
  if (!found) throw new NotFoundError(`No US ZIP code ${zip}`, 'zip');
  return { zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

export function registerZip(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/zip/validate', ({ query }) => validate(query));
  endpoint(scope, deps, 'GET', '/rest/lsc/zip/city', ({ query }) => city(query));
}
