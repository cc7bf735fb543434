import { graphql } from './__generated__/gql';

/**
 * The still-interested alert's operations (docs/rules/still-interested.md), in a map of their own:
 * the alert's chunk loads after hydration, at idle time, and the results page's first chunk never
 * carries them.
 */

/** The still-interested list, in two calls of at most 5 ids (listings(ids)'s bound), one request. */
export const StillInterestedListingsDocument = graphql(`
  query StillInterestedListings($first: [ID!]!, $second: [ID!]!) {
    first: listings(ids: $first) {
      ...StillInterestedCar
    }
    second: listings(ids: $second) {
      ...StillInterestedCar
    }
  }
  fragment StillInterestedCar on Listing {
    id
    vin
    title
    viewCount
    image {
      src
      alt
    }
    pricingDetail {
      salePrice
      dealIndicator
    }
    vehicleHighlight {
      urgencyDriverType
      urgencyDriverValue
    }
  }
`);

/** Who is asking: the consumer's id and email name the still-interested list's owner. */
export const StillInterestedViewerDocument = graphql(`
  query StillInterestedViewer {
    me {
      signedIn
      user {
        id
        email
      }
    }
  }
`);

/** The signed-in consumer's recently viewed list in their account (docs/rules/still-interested.md#signing-in). */
export const AccountRecentlyViewedDocument = graphql(`
  query AccountRecentlyViewed {
    me {
      signedIn
      user {
        id
      }
      recentlyViewed
    }
  }
`);

/** Records views in the account, most recent first; answers the account's list after. */
export const RecordListingViewsDocument = graphql(`
  mutation RecordListingViews($listingIds: [ID!]!) {
    recordListingViews(listingIds: $listingIds)
  }
`);

/**
 * The consumer history (docs/rules/history.md#in-the-browser): the viewed cars and contacted sellers
 * that feed recently viewed and the alert. Fetched at most every 2 minutes.
 */
export const ConsumerHistoryDocument = graphql(`
  query ConsumerHistory {
    me {
      signedIn
      history {
        viewedListingIds
        contactedListingIds
        fetchedAt
      }
    }
  }
`);
