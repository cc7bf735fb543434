import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../__generated__/gql';
import { ListingCard } from '../components/ListingCard';
import { SortSelect } from '../components/SortSelect';
import { formatCount } from '../components/format';
import { BATCH_SIZE, type SortValue } from '../search/constants';
import { searchInputFromUrl, withParam } from '../search/searchParams';

export const SearchResultsPageQuery = graphql(`
  query SearchResultsPage($input: SearchInput!) {
    searchListings(input: $input) {
      totalResultCount
      firstRecord
      numRecords
      listings {
        id
        ...ListingCard_listing
      }
    }
  }
`);

/** /cars-for-sale: the search results page. Its whole state is the query string. */
export function SearchResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const input = useMemo(() => ({ ...searchInputFromUrl(location.search), numRecords: BATCH_SIZE }), [location.search]);
  const { data, loading, error, fetchMore } = useQuery(SearchResultsPageQuery, { variables: { input } });
  const [loadingMore, setLoadingMore] = useState(false);

  const results = data?.searchListings;
  const listings = results?.listings ?? [];
  const total = results?.totalResultCount ?? 0;

  const changeSort = (sortBy: SortValue) => {
    void navigate({ pathname: location.pathname, search: withParam(location.search, 'sortBy', sortBy === 'relevance' ? undefined : sortBy) });
  };

  const seeMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { input: { ...input, firstRecord: listings.length } } });
    } finally {
      setLoadingMore(false);
    }
  };

  if (error && !results) {
    return (
      <main className="srp srp--error">
        <p role="alert">We are sorry. There was an issue with your last search.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Please try again
        </button>
      </main>
    );
  }

  return (
    <main className="srp">
      <header className="srp__header">
        <h1 className="srp__count">{loading && !results ? 'Searching…' : `${formatCount(total)} Matches`}</h1>
        <SortSelect value={input.sortBy as SortValue} onChange={changeSort} />
      </header>
      {results && total === 0 && <p className="srp__empty">Update filter criteria to see more results</p>}
      <section className="srp__grid" aria-label="Search results" aria-busy={loading}>
        {listings.map((listing, i) => (
          <ListingCard key={listing.id} listing={listing} eager={i < 3} />
        ))}
      </section>
      {listings.length > 0 && listings.length < total && (
        <button type="button" className="srp__more" onClick={seeMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'See More Results'}
        </button>
      )}
    </main>
  );
}
