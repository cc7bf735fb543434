import DataLoader from 'dataloader';
import type { LscClient } from './client';
import type { LscListing, LscOwner } from './types';

export interface LscLoaders {
  owner: DataLoader<number, LscOwner | null>;
  listing: DataLoader<number, LscListing | null>;
}

/** Built per request: one batched call for all owners (or listings) a query touches. */
export function createLscLoaders(client: LscClient): LscLoaders {
  return {
    owner: new DataLoader(async (ids) => {
      const { owners } = await client.owners(ids);
      const byId = new Map(owners.map((owner) => [owner.id, owner]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    listing: new DataLoader(async (ids) => {
      const { listings } = await client.listings(ids);
      const byId = new Map(listings.map((listing) => [listing.id, listing]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
