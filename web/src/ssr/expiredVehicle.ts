import type { ApolloClient } from '@apollo/client';
import { graphql } from '../__generated__/gql';

/** The make and model of a listing taken off sale (docs/rules/pages.md#expired-listing). */
export const ExpiredVehicleQuery = graphql(`
  query ExpiredVehicle($id: ID!) {
    expiredListing(id: $id) {
      id
      make
      model
    }
  }
`);

/**
 * What the expired-listing banner names: 'Ford F-150', or undefined (the banner then says
 * 'vehicle') when the listing is unknown or the lookup fails: the shopper is sent home either way.
 */
export async function expiredVehicleName(client: ApolloClient, id: string): Promise<string | undefined> {
  const { data } = await client.query({ query: ExpiredVehicleQuery, variables: { id }, errorPolicy: 'all' });
  const expired = data?.expiredListing;
  return expired ? `${expired.make} ${expired.model}` : undefined;
}
