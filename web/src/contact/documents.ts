import { graphql } from './__generated__/gql';

/** The vehicle page's message to the seller (schema/contact.graphql). */
export const EmailSellerDocument = graphql(`
  mutation EmailSeller($input: EmailSellerInput!, $idempotencyKey: String) {
    emailSeller(input: $input, idempotencyKey: $idempotencyKey) {
      lead {
        id
        listingId
        ownerName
        createdAt
      }
      errors {
        field
        message
      }
    }
  }
`);
