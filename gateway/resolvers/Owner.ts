import type { OwnerResolvers } from '../__generated__/resolvers-types';

export const Owner: OwnerResolvers = {
  id: (owner) => String(owner.id),
  logoUrl: (owner) => owner.logo?.src ?? null,
  address: (owner) => owner.location.address,
  phone: (owner) => owner.phone?.value ?? null,
  website: (owner) => owner.website?.href ?? null,
  tagline: (owner) => owner.dealerDiff?.tagline ?? null,
  rating: (owner) => owner.rating?.value ?? null,
};
