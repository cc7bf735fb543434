import { graphql } from '../__generated__/gql';

/**
 * The dealer-difference modal's content (docs/rules/vehicle-page.md#seller-card), asked for when the
 * modal opens, not with the page: the page's first answer stays light.
 */
export const DealerDifferenceQuery = graphql(`
  query VehicleDealerDifference($id: ID!) {
    listing(id: $id) {
      id
      dealerDifference {
        headline
        bullets
        image {
          src
          alt
        }
        html
      }
    }
  }
`);
