import type { ListingResolvers } from '../__generated__/resolvers-types';

export const Listing: ListingResolvers = {
  id: (listing) => String(listing.id),
  make: (listing) => listing.make.name,
  model: (listing) => listing.model.name,
  trim: (listing) => listing.trim.name,
  mileage: (listing) => listing.mileage.value,
  image: (listing) => listing.images.sources[listing.images.primary] ?? listing.images.sources[0],
  bodyStyle: (listing) => listing.bodyStyles[0]?.code ?? '',
  electricRange: (listing) => listing.specifications.mileRange,
  engine: (listing) => listing.engine.name,
  vdpUrl: (listing) => listing.vdpBaseUrl,
  owner: (listing, _args, { lsc }) => listing.owner ?? lsc.loaders.owner.load(listing.ownerId),
};
