import { graphql } from '../__generated__/gql';

/**
 * The groups after the main results (docs/rules/results.md#result-groups): supplemental and similar
 * listings and the vehicle highlights of the peekaboo. A query of its own, asked by the browser once
 * the results are shown: the page's first answer does not wait for them.
 */
export const SearchResultGroupsQuery = graphql(`
  query SearchResultGroups($queryString: String!, $hasWallet: Boolean! = false, $wallet: PaymentEstimateInput! = {}) {
    searchListings(queryString: $queryString) {
      supplemental {
        position
        listing {
          id
          ...ListingCard_listing
          ...ListingCard_payment
        }
      }
      similar {
        position
        listing {
          id
          ...ListingCard_listing
          ...ListingCard_payment
        }
      }
      highlights {
        id
        ...ListingCard_listing
        ...ListingCard_payment
      }
    }
  }
`);
