import { graphql } from '../__generated__/gql';

/**
 * The alpha showcase of a search (docs/rules/showcase.md): a query of its own, fetched beside the
 * page's search on the server (ssr/searchResultsPage.ts) and when the search changes in the browser.
 */
export const AlphaShowcaseQuery = graphql(`
  query AlphaShowcase($queryString: String!) {
    searchListings(brand: USED_CAR, queryString: $queryString) {
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
  }
`);
