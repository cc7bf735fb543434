import type { OwnerResolvers } from '../__generated__/resolvers-types';

const HOME_SERVICES = new Set(['BUY_ONLINE', 'ONLINE_PAPERWORK']);

// `id` (a number upstream) needs no resolver: GraphQL's ID type writes it as a string.
export const Owner: OwnerResolvers = {
  logoUrl: (owner) => owner.logo?.src ?? null,
  address: (owner) => owner.location.address,
  phone: (owner) => owner.phone?.value ?? null,
  website: (owner) => owner.website?.href ?? null,
  tagline: (owner) => owner.dealerDiff?.tagline ?? null,
  rating: (owner) => owner.rating?.value ?? null,
  sellerType: (owner) => (owner.privateSeller ? 'p' : 'd'),
  // Only the services the schema names; an upstream adding one does not break the response.
  homeServices: (owner) =>
    owner.homeServices.filter((s): s is 'BUY_ONLINE' | 'ONLINE_PAPERWORK' => HOME_SERVICES.has(s)),
};
