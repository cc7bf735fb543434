/*
 * The ad shapes the page works with, as schema/ads.graphql defines them (docs/rules/ads-client.md).
 * Local interfaces rather than the generated types: the components take plain props, and whoever
 * runs the query hands them its answer's fields.
 */

/** Where an ad goes: its kind fixes its size (schema: AdSlotKind). */
export type AdSlotKind = 'FLUID' | 'LINER' | 'FIXED';

/** One slot to fill, as the `ads` query's input asks for it (schema: AdSlotInput). */
export interface AdSlotInput {
  id: string;
  kind: AdSlotKind;
}

/** A house ad as decided for one slot of one page view (schema: Ad). */
export interface Ad {
  decisionId: string;
  creativeId: string;
  advertiser: string;
  headline: string;
  body: string;
  imageUrl: string;
  imageAlt: string;
  width: number;
  height: number;
  clickUrl: string;
}
