import { graphql } from '../__generated__/gql';

/**
 * The alpha showcase of a search (docs/rules/showcase.md), asked by the page's query (the server's
 * and the browser's), so the search runs once for both: a query of its own would run it again.
 */
export const AlphaShowcaseFragment = graphql(`
  fragment AlphaShowcase_results on SearchResults {
    alphaShowcase {
      campaignId
      view
      matchCount
      seeAllHref
      owner {
        id
        name
        address {
          city
          state
        }
      }
      listings {
        id
        year
        make
        model
        trim
        vdpUrl
        pricingDetail {
          salePrice
        }
        image {
          src
          alt
        }
      }
    }
  }
`);

/** The showcase as the page's query left it in the cache: never fetched by itself. */
export const AlphaShowcaseQuery = graphql(`
  query AlphaShowcase($queryString: String!) {
    searchListings(queryString: $queryString) {
      ...AlphaShowcase_results
    }
  }
`);
