import type {
  CertifiedProgramResolvers,
  ConsumerRatingsResolvers,
  ExpertReviewResolvers,
  ResearchContentResolvers,
} from '../__generated__/resolvers-types';
import { certifiedProgram, consumerRatings, expertReviews } from '../search/research';

/** Each part is fetched by its own field, so a query pays only for what it shows. */
export const ResearchContent: ResearchContentResolvers = {
  expertReviews: (model, _args, ctx) => expertReviews(model, ctx),
  consumerRatings: (model, _args, ctx) => consumerRatings(model, ctx),
  certifiedProgram: (model, _args, ctx) => certifiedProgram(model, ctx),
};

export const ExpertReview: ExpertReviewResolvers = {
  id: (post) => String(post.id),
  title: (post) => post.title.rendered,
  guid: (post) => post.guid.rendered,
  publishedAt: (post) => post.date,
};

export const ConsumerRatings: ConsumerRatingsResolvers = {
  vehicleId: (ratings) => String(ratings.vehicleId),
};

export const CertifiedProgram: CertifiedProgramResolvers = {
  maker: ({ program }) => program.maker,
  name: ({ program }) => program.name,
  moneyBackGuarantee: ({ program }) => program.moneyBackGuarantee,
  tiers: ({ program }) => program.tiers,
  thirdParty: ({ thirdParty }) => ({
    moneyBackGuarantee: thirdParty.moneyBackGuarantee,
    limitedWarrantyMinDays: thirdParty.limitedWarrantyDays.min,
    limitedWarrantyMaxDays: thirdParty.limitedWarrantyDays.max,
  }),
};
