import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatSavedDate } from '../account/SavedSearchItem';
import { RecentSearchesDocument } from './documents';
import { RECENT_SEARCHES_LOADING } from './constants';
import { formatCount } from '../components/format';

/** '1 car', '1,204 cars'; nothing when the count was not recorded. */
const resultsText = (count: number | null | undefined) =>
  count == null ? undefined : `${formatCount(count)} ${count === 1 ? 'car' : 'cars'}`;

/**
 * The searches this browser ran lately (docs/rules/history.md#recent-searches-on-the-saved-searches-page),
 * each a link that runs it again: for a visitor as for a signed-in consumer. Asked for by the
 * browser only, after hydration. Unavailable, it says so in a line; the page goes on.
 */
export function RecentSearchesList() {
  const { data, loading, error } = useQuery(RecentSearchesDocument, { fetchPolicy: 'network-only' });
  const history = data?.me.history;
  let body;
  if (loading && !data) body = <p role="status">{RECENT_SEARCHES_LOADING}</p>;
  else if (error || !history)
    body = <p className="account__empty">Your recent searches are not available right now.</p>;
  else if (!history.fromBrowserEvents)
    body = (
      <p className="account__empty">
        You chose not to share your shopping activity, so this browser&rsquo;s searches are not kept.
      </p>
    );
  else if (history.recentSearches.length === 0)
    body = <p className="account__empty">The searches you run in this browser will show here.</p>;
  else
    body = (
      <ul className="recent-searches">
        {history.recentSearches.map((search) => (
          <li key={search.searchResultsURL} className="recent-search">
            <Link className="recent-search__link" to={search.searchResultsPath}>
              {search.searchName}
            </Link>
            <span className="recent-search__meta">
              {[resultsText(search.resultCount), formatSavedDate(search.lastSearchedAt)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    );
  return body;
}
