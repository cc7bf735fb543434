import { graphql } from './__generated__';

/**
 * The trims of one model year (docs/rules/trims.md#the-table): what the compare-trims table, the
 * trims modal and the build-price page show. One document for all three, so they share one cache
 * entry: the build-price page's table and a modal opened twice ask the gateway once.
 */
export const TrimsOfModelYearQuery = graphql(`
  query TrimsOfModelYear($makeCode: String!, $modelCode: String!, $year: Int!) {
    modelInfo(makeCode: $makeCode, modelCode: $modelCode, startYear: $year, years: 1) {
      year
      trims {
        trimCode
        trimName
        imagePath
        nationalMSRP
        atcMake
        atcModel
        atcMakeCode
        atcModelCode
        engineType
        fuelType
        bodyStyle
        epaCity
        epaHwy
        epaMpgeCity
        epaMpgeHwy
        listingCount
        startingPrice
        avgPrice
        maxPrice
        specs {
          heatedSeats
          leatherSeats
          rearviewCamera
          bluetooth
          alarmSystem
          laneDeparture
          navigation
          remoteStart
          sunroof
        }
      }
    }
  }
`);
