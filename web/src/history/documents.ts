import { graphql } from './__generated__/gql';

/*
 * The consumer history's page operations (docs/rules/history.md), in a map of their own: the
 * chunk that runs them loads after hydration, and the account pages' first chunk never carries them.
 */

/** The viewer's recent searches, from their consumer history (docs/rules/history.md). */
export const RecentSearchesDocument = graphql(`
  query RecentSearches {
    me {
      history {
        fromBrowserEvents
        recentSearches {
          searchResultsURL
          searchResultsPath
          searchName
          resultCount
          lastSearchedAt
        }
      }
    }
  }
`);
