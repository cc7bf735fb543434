import type { Resolvers } from '../__generated__/resolvers-types';
import { Bookmark, SharedSearch } from './Bookmark';
import { ConsumerHistory, LeadCandidate, RecentSearch } from './ConsumerHistory';
import { FilterOption } from './FilterOption';
import { Listing, PricingDetail } from './Listing';
import { MileageStats } from './MileageStats';
import { Mutation } from './Mutation';
import { Owner } from './Owner';
import { Query } from './Query';
import { SavedListing } from './SavedListing';
import { CertifiedProgram, ConsumerRatings, ExpertReview, ResearchContent } from './ResearchContent';
import { SearchRequest, SearchResults } from './SearchResults';
import { Viewer } from './Viewer';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Viewer,
  ConsumerHistory,
  RecentSearch,
  LeadCandidate,
  Bookmark,
  SharedSearch,
  SavedListing,
  SearchResults,
  SearchRequest,
  FilterOption,
  MileageStats,
  ResearchContent,
  ExpertReview,
  ConsumerRatings,
  CertifiedProgram,
  Listing,
  PricingDetail,
  Owner,
  // Enum values the URL spells differently from GraphQL names (docs/rules/README.md#codes-in-the-url; fictional brand codes).
  ListingType: { THIRD_PARTY_CERTIFIED: '3P_CERT' },
  Brand: { USED_CAR: 'motormart', VALUATION: 'fairvalue', CAR_MAKER: 'halden' },
  SellerType: { DEALER: 'd', PRIVATE: 'p' },
  Experience: { best_deals: 'best-deals', buy_online: 'buy-online', buy_online_maker: 'buy-online-maker' },
};
