import { useQuery } from '@apollo/client/react';
import { walletVariables } from '../wallet/cookie';
import { useWallet } from '../wallet/WalletContext';
import { SearchResultGroupsQuery } from './documents';

/**
 * The result groups of the shown search (supplemental, similar, vehicle highlights), asked by the
 * browser after the results: `search` undefined while the results themselves are loading. Never
 * run on the server, whose page does not wait for them.
 */
export function useResultGroups(search: string | undefined) {
  const wallet = useWallet();
  const { data, error } = useQuery(SearchResultGroupsQuery, {
    variables: { queryString: search ?? '', ...walletVariables(wallet) },
    // Kept out of the cache: written there, the answer would merge into the search's own cached
    // field and every query and card watching it would read itself again, a long task on a phone.
    fetchPolicy: 'no-cache',
    ssr: false,
    skip: search === undefined,
  });
  const groups = data?.searchListings;
  return {
    supplemental: groups?.supplemental,
    similar: groups?.similar,
    highlights: groups?.highlights,
    /** Still coming: placeholders show. A failure shows nothing, like an empty group. */
    loading: !groups && !error,
  };
}
