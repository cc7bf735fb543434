import { graphql } from './__generated__/gql';

/*
 * The account operations of the web client (schema/account.graphql). The viewer is a singleton in
 * the cache (typePolicies.ts), so every mutation below updates what the header and the saved
 * searches page show without asking again.
 */

export const SavedSearchFieldsFragment = graphql(`
  fragment SavedSearchFields on Bookmark {
    bookmarkId
    title
    bookmarkTitle
    searchBookmarkDate
    lastExecuted
    searchResultsURL
    searchResultsPath
    alertsEnabled
    alertFrequency
  }
`);

/** The viewer's saved car ids: the hearts' state (cache.ts). */
export const SavedListingIdsFragment = graphql(`
  fragment SavedListingIds on Viewer {
    savedListingIds
  }
`);

/** Who is asking: asked by the browser only, after hydration, never by a server render. */
export const ViewerQueryDocument = graphql(`
  query Viewer {
    me {
      signedIn
      savedSearchCount
      user {
        id
        firstName
      }
      savedSearches {
        ...SavedSearchFields
      }
      savedListingIds
      remainingQuickSaves
    }
  }
`);

const AuthPayloadFields = graphql(`
  fragment AuthPayloadFields on AuthPayload {
    user {
      id
    }
    errors {
      field
      message
    }
  }
`);
void AuthPayloadFields;

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {
    signUp(input: $input, idempotencyKey: $idempotencyKey) {
      ...AuthPayloadFields
    }
  }
`);

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      signedOut
    }
  }
`);

export const SaveSearchDocument = graphql(`
  mutation SaveSearch($input: SaveSearchInput!, $idempotencyKey: String) {
    saveSearch(input: $input, idempotencyKey: $idempotencyKey) {
      bookmark {
        ...SavedSearchFields
      }
      savedSearchCount
      errors {
        field
        message
      }
    }
  }
`);

export const SubscribeToSearchDocument = graphql(`
  mutation SubscribeToSearch($input: SubscribeToSearchInput!, $idempotencyKey: String) {
    subscribeToSearch(input: $input, idempotencyKey: $idempotencyKey) {
      subscribed
      limitReached
      errors {
        field
        message
      }
    }
  }
`);

export const RenameSavedSearchDocument = graphql(`
  mutation RenameSavedSearch($bookmarkId: ID!, $bookmarkTitle: String!, $idempotencyKey: String) {
    renameSavedSearch(bookmarkId: $bookmarkId, bookmarkTitle: $bookmarkTitle, idempotencyKey: $idempotencyKey) {
      bookmark {
        ...SavedSearchFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const SetSavedSearchAlertsDocument = graphql(`
  mutation SetSavedSearchAlerts(
    $bookmarkId: ID!
    $alertsEnabled: Boolean!
    $frequency: AlertFrequency
    $idempotencyKey: String
  ) {
    setSavedSearchAlerts(
      bookmarkId: $bookmarkId
      alertsEnabled: $alertsEnabled
      frequency: $frequency
      idempotencyKey: $idempotencyKey
    ) {
      bookmark {
        ...SavedSearchFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($bookmarkId: ID!, $idempotencyKey: String) {
    deleteSavedSearch(bookmarkId: $bookmarkId, idempotencyKey: $idempotencyKey) {
      bookmarkId
      savedSearchCount
    }
  }
`);

/* Saved cars (docs/rules/saved-cars.md): each answer carries the viewer's saved ids, written into the
   Viewer entry (cache.ts), from which every heart reads its state. */

export const SaveListingDocument = graphql(`
  mutation SaveListing($listingId: ID!, $idempotencyKey: String) {
    saveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {
      savedListingIds
      signInRequired
      errors {
        field
        message
      }
    }
  }
`);

export const UnsaveListingDocument = graphql(`
  mutation UnsaveListing($listingId: ID!, $idempotencyKey: String) {
    unsaveListing(listingId: $listingId, idempotencyKey: $idempotencyKey) {
      listingId
      savedListingIds
    }
  }
`);

/** The saved cars page: each car as saved, with its listing as it is now (null once sold). */
export const SavedCarsQueryDocument = graphql(`
  query SavedCars {
    me {
      signedIn
      savedListingIds
      savedListings {
        listingId
        savedAt
        title
        priceWhenSaved
        available
        listing {
          id
          title
          mileage
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
