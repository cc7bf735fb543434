import { GraphQLError } from 'graphql';
import type { FieldError } from '../__generated__/resolvers-types';
import { parseQueryString } from '../../contracts/search';
import type { ContextValue } from '../context';
import { searchRequest, upstreamParams } from '../search/request';
import { NO_FILTER_MESSAGE, NOT_NARROWING_PARAMS } from './constants';

/**
 * Why a search cannot be saved, as the field error on `queryString`, or null when it can
 * (docs/rules/accounts.md#what-can-be-saved): it must narrow the cars (a filter besides the place,
 * the order and the paging), and the listing search must accept it, asked for one listing, so an
 * alert never runs a search its results page would refuse. A listing service that cannot answer
 * does not stop the save: only its refusal does.
 */
export async function unsaveableSearch(searchResultsURL: string, ctx: ContextValue): Promise<FieldError | null> {
  // What the shopper chose, before the brand's defaults are added to it.
  if (!Object.keys(parseQueryString(searchResultsURL)).some((name) => !NOT_NARROWING_PARAMS.has(name)))
    return { field: 'queryString', message: NO_FILTER_MESSAGE };
  const request = searchRequest({ brand: ctx.brand, queryString: searchResultsURL }, new Date());
  try {
    await ctx.lsc.client.search(upstreamParams(request.params, { firstRecord: 0, numRecords: 1 }));
  } catch (error) {
    // The listing service's refusal names the parameter and why.
    if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT')
      return { field: 'queryString', message: `This search cannot be saved: ${error.message}` };
    ctx.log.warn(
      { code: (error as GraphQLError).extensions?.code },
      'saved search not checked: listing search unavailable',
    );
  }
  return null;
}
