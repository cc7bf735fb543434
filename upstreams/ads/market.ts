import zipcodes from 'zipcodes';
import { DMA_ANCHORS, DMA_RADIUS_MILES } from '../db/seed/places';
import { distanceMiles, type Point } from '../lsc/engine/geo';
import type { CampaignRecord } from './store';

/**
 * Where a ZIP code is, by the same ZIP data the listing search uses (upstreams/lsc/query.ts), and
 * which markets and showcase campaigns reach it.
 */

/** The ZIP's coordinates; undefined for a code the data does not know as a US ZIP. */
export function locate(zip: string): Point | undefined {
  const found = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  return found && found.country === 'US' ? { latitude: found.latitude, longitude: found.longitude } : undefined;
}

const milesBetween = (a: Point, b: Point) => distanceMiles(a.latitude, a.longitude, b.latitude, b.longitude);

/** A market (a DMA code) reaches DMA_RADIUS_MILES around its anchors, as the search's dma filter does. */
export function inMarket(point: Point, dmaCode: string): boolean {
  const market = DMA_ANCHORS[dmaCode];
  if (!market) return false;
  return market.zips.some((zip) => {
    const anchor = locate(zip);
    return anchor !== undefined && milesBetween(point, anchor) <= DMA_RADIUS_MILES;
  });
}

export interface CoveringCampaign {
  campaign: CampaignRecord;
  distanceMiles: number;
}

/** The campaign whose circle covers the point: the nearest centre, then the highest weight, then the id. */
export function coveringCampaign(campaigns: readonly CampaignRecord[], point: Point): CoveringCampaign | undefined {
  return campaigns
    .map((campaign) => ({ campaign, distanceMiles: milesBetween(point, campaign) }))
    .filter(({ campaign, distanceMiles }) => distanceMiles <= campaign.radiusMiles)
    .sort(
      (a, b) =>
        a.distanceMiles - b.distanceMiles ||
        b.campaign.weight - a.campaign.weight ||
        (a.campaign.id < b.campaign.id ? -1 : a.campaign.id > b.campaign.id ? 1 : 0),
    )[0];
}
