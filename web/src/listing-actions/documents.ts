import { graphql } from './__generated__/gql';

/** The vehicle page's report (schema/listing-actions.graphql). */
export const ReportListingDocument = graphql(`
  mutation ReportListing($input: ReportListingInput!, $idempotencyKey: String) {
    reportListing(input: $input, idempotencyKey: $idempotencyKey) {
      report {
        id
        reason
      }
      errors {
        field
        message
      }
    }
  }
`);
