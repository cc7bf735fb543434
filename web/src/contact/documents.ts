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

/** A signed-in consumer's lead profile, kept in their account (schema/account.graphql). */
export const ContactLeadProfileDocument = graphql(`
  query ContactLeadProfile {
    me {
      signedIn
      leadProfile {
        firstName
        lastName
        email
        phone
        isOneClickOptedIn
      }
    }
  }
`);

/** Keeps the details of a message sent, and the one-click choice, in the consumer's account. */
export const ContactSaveLeadProfileDocument = graphql(`
  mutation ContactSaveLeadProfile($input: LeadProfileInput!, $idempotencyKey: String) {
    updateLeadProfile(input: $input, idempotencyKey: $idempotencyKey) {
      leadProfile {
        firstName
        lastName
        email
        phone
        isOneClickOptedIn
      }
      errors {
        field
        message
      }
    }
  }
`);
