import { graphql } from '../__generated__';

/**
 * The model reference section's data (docs/rules/research.md#model-reference-section): the
 * search's research figures and the model's trims over the market years, in one request. Asked
 * only for a search of one make and one model, so no other search pays for it.
 */
export const ModelReferenceQuery = graphql(`
  query ModelReference($queryString: String!, $makeCode: String!, $modelCode: String!, $startYear: Int!, $years: Int!) {
    searchListings(queryString: $queryString) {
      totalResultCount
      greatPriceCount
      mileageStats {
        averageMiles
        allCarsAverageMiles
        byYear {
          year
          averageMiles
          count
        }
        thresholds {
          miles
          percentModel
          percentAllCars
        }
      }
      researchContent {
        expertReviews {
          id
          title
          link
        }
        consumerRatings {
          year
          numberOfReviews
          ratings {
            name
            value
          }
        }
      }
    }
    modelInfo(makeCode: $makeCode, modelCode: $modelCode, startYear: $startYear, years: $years) {
      year
      trims {
        trimCode
        trimName
        atcMake
        atcModel
        nationalMSRP
        listingCount
        startingPrice
        avgPrice
        maxPrice
      }
    }
  }
`);
