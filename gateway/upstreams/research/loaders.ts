import DataLoader from 'dataloader';
import type { ResearchClient, VehicleKey } from './client';
import type { CertifiedContent, ConsumerRatingsResponse, ExpertReviewPost } from '../../../contracts/research/index';

export interface ResearchLoaders {
  /** The first reference vehicle of a model year (docs/rules/research.md#consumer-ratings-lookup), or null. */
  vehicleId: DataLoader<VehicleKey, number | null, string>;
  consumerRatings: DataLoader<number, ConsumerRatingsResponse>;
  /** Posts by ymmt codes. */
  expertReviews: DataLoader<string, ExpertReviewPost[]>;
  certifiedContent: DataLoader<'certified', CertifiedContent>;
}

/**
 * Built per request. The research endpoints take one subject per call, so these do not batch:
 * they make sure two searches of one query (aliases) about the same vehicle share each call.
 */
export function createResearchLoaders(client: ResearchClient): ResearchLoaders {
  // One call per key; a key whose call fails rejects alone (DataLoader reads an Error as that key's failure).
  const each =
    <K, V>(load: (key: K) => Promise<V>) =>
    (keys: readonly K[]) =>
      Promise.all(
        keys.map((key) =>
          load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      );
  return {
    vehicleId: new DataLoader(
      each(async (key: VehicleKey) => (await client.referenceVehicles(key)).items[0]?.vehicleId ?? null),
      {
        cacheKeyFn: (key) => `${key.year}/${key.makeCode}/${key.modelCode}`,
      },
    ),
    consumerRatings: new DataLoader(each((vehicleId: number) => client.consumerRatings(vehicleId))),
    expertReviews: new DataLoader(each((ymmt: string) => client.expertReviews(ymmt))),
    certifiedContent: new DataLoader(each(() => client.certifiedContent())),
  };
}
