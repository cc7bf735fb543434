import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import {
  SearchResultsPage_StoredFilterGroupsFragmentDoc as StoredFilterGroupsFragment,
  type SearchResultsPageQuery as Result,
} from '../../web/src/__generated__/graphql';
import { typePolicies } from '../../web/src/apollo/typePolicies';
import { SearchResultsPageQuery } from '../../web/src/hooks/useSearchResults';
import { batchQuery } from '../../web/src/search/queryState';

const SEARCH = 'makeCode=FORD&zip=30301';

type Group = Result['searchListings']['filterGroups'][number];
/** As the gateway answers: every object with its __typename. */
type Typed<T> = T & { __typename: string };

const option = (value: string, label: string, selected = false): Typed<Group['options'][number]> => ({
  __typename: 'FilterOption',
  label,
  value,
  count: 3,
  selected,
  disabled: false,
  parent: null,
  codes: [value],
});

const GROUPS: Array<Typed<Group>> = [
  {
    __typename: 'FilterGroup',
    name: 'makeCode',
    label: 'Make',
    collapsed: false,
    value: ['FORD'],
    options: [option('FORD', 'Ford', true), option('TOYOTA', 'Toyota')],
  },
  { __typename: 'FilterGroup', name: 'featureCode', label: 'Features', collapsed: true, value: [], options: [] },
];

/** The page query's answer for a search with no listings, only what naming its chips needs. */
const page = (): Result =>
  ({
    searchListings: {
      __typename: 'SearchResults',
      totalResultCount: 0,
      page: 1,
      lastPage: true,
      invalidQueryParams: [],
      relaxHints: [],
      histograms: null,
      request: { __typename: 'SearchRequest', queryString: SEARCH },
      stats: { __typename: 'SearchStats', price: null },
      breadcrumbs: [],
      filterGroups: GROUPS,
      yearOptions: [],
      listings: [],
      results: [],
      alphaShowcase: null,
    },
  }) as Result;

const readStored = (cache: InMemoryCache, queryString: string) =>
  cache.readFragment({ id: 'ROOT_QUERY', fragment: StoredFilterGroupsFragment, variables: { queryString } })
    ?.searchListings.storedFilterGroups;

describe('SearchResults.storedFilterGroups (a field of the cache’s own)', () => {
  it('hands over the filter groups the page query wrote, as the cache stores them', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: SearchResultsPageQuery, variables: { queryString: SEARCH }, data: page() });

    const stored = readStored(cache, SEARCH);
    expect(stored?.map((group) => [group.name, group.options.map((o) => o.label)])).toEqual([
      ['makeCode', ['Ford', 'Toyota']],
      ['featureCode', []],
    ]);
    // Not rebuilt option by option: the very objects the store holds.
    const root = cache.extract().ROOT_QUERY as Record<string, { filterGroups?: unknown[] }>;
    const [field] = Object.keys(root).filter((key) => key.startsWith('searchListings:'));
    expect(stored?.[0]).toBe(root[field].filterGroups?.[0]);
    // The same search with paging is the same cached field.
    expect(readStored(cache, batchQuery(SEARCH, 30, 30))).toEqual(stored);
  });

  it('is missing for a search the cache does not hold', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: SearchResultsPageQuery, variables: { queryString: SEARCH }, data: page() });
    expect(readStored(cache, 'makeCode=TOYOTA')).toBeUndefined();
  });
});
