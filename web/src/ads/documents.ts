import { graphql } from '../__generated__/gql';

/** One decision per slot (docs/rules/ads-client.md#asking-for-ads); never cached: each is a new decision. */
export const AdsQuery = graphql(`
  query Ads($input: AdRequestInput!) {
    ads(input: $input) {
      slotId
      ad {
        decisionId
        creativeId
        advertiser
        headline
        body
        imageUrl
        imageAlt
        width
        height
        clickUrl
      }
    }
  }
`);
