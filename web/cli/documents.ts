import { graphql } from './__generated__';

/** A search, as a channel other than the web page runs it: one batch of results and their sellers. */
export const CliSearchDocument = graphql(`
  query CliSearch($brand: Brand, $queryString: String!) {
    searchListings(brand: $brand, queryString: $queryString) {
      totalResultCount
      request {
        queryString
        dropped {
          name
          value
          reason
        }
      }
      invalidQueryParams
      results {
        placement
        listing {
          id
          title
          mileage
          vdpUrl
          pricingDetail {
            salePrice
            dealIndicator
          }
          owner {
            name
            address {
              city
              state
            }
          }
        }
      }
    }
  }
`);

/** A plain-language sentence read into a search's query string (docs/rules/natural-search.md). */
export const CliNaturalDocument = graphql(`
  query CliNatural($brand: Brand, $text: String!) {
    naturalSearch(brand: $brand, text: $text) {
      url
      understood {
        label
      }
      ignored
    }
  }
`);

/** One listing's details. */
export const CliListingDocument = graphql(`
  query CliListing($id: ID!) {
    listing(id: $id) {
      id
      vin
      title
      mileage
      engine
      transmission
      driveTypeName
      fuelType
      mpgCity
      mpgHighway
      vdpUrl
      pricingDetail {
        salePrice
        msrp
        expectedPrice
        dealIndicator
      }
      owner {
        name
        phone
        address {
          city
          state
          zip
        }
      }
    }
  }
`);
