import { RELEVANCE_WEIGHTS, distanceRelevance, staticRelevance } from '../../upstreams/lsc/engine/relevance';
import type { ListingRecord } from '../../upstreams/lsc/records';

const NOW = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;

function listing(overrides: Partial<ListingRecord>): ListingRecord {
  return { price: 20_000, listedAt: NOW, photoCount: 20, ...overrides } as ListingRecord;
}

describe('relevance blend', () => {
  test('weighs deal 45%, freshness 25%, photos 10% and distance 20%', () => {
    expect(RELEVANCE_WEIGHTS).toEqual({ deal: 0.45, freshness: 0.25, photos: 0.1, distance: 0.2 });
    // A fresh listing at the typical price with a full gallery: half the deal score, all the rest.
    expect(staticRelevance(listing({}), 20_000, NOW)).toBeCloseTo(0.45 * 0.5 + 0.25 + 0.1, 6);
  });

  test('ranks a price 20% under the typical price as the best possible deal and 20% over as the worst', () => {
    expect(staticRelevance(listing({ price: 16_000 }), 20_000, NOW)).toBeCloseTo(0.45 + 0.25 + 0.1, 6);
    expect(staticRelevance(listing({ price: 24_000 }), 20_000, NOW)).toBeCloseTo(0.25 + 0.1, 6);
  });

  test('lets freshness fade to nothing over 60 days', () => {
    const at = (days: number) => staticRelevance(listing({ listedAt: NOW - days * DAY }), 20_000, NOW);
    expect(at(30) - at(60)).toBeCloseTo(0.125, 6);
    expect(at(90)).toBeCloseTo(at(60), 6);
  });

  test('counts photos up to a gallery of 20', () => {
    const withPhotos = (photoCount: number) => staticRelevance(listing({ photoCount }), 20_000, NOW);
    expect(withPhotos(10) - withPhotos(0)).toBeCloseTo(0.05, 6);
    expect(withPhotos(40)).toBeCloseTo(withPhotos(20), 6);
  });

  test('gives nearer listings up to 0.2 more, nothing at the edge of the radius or nationwide', () => {
    expect(distanceRelevance(0, 50)).toBeCloseTo(0.2, 6);
    expect(distanceRelevance(25, 50)).toBeCloseTo(0.1, 6);
    expect(distanceRelevance(50, 50)).toBe(0);
    expect(distanceRelevance(10, 0)).toBe(0);
  });
});
