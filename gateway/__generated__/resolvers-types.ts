import { GraphQLResolveInfo } from 'graphql';
import { LscListing, LscOwner } from '../upstreams/lsc/types';
import { SearchResultsModel } from '../upstreams/lsc/models';
import { ContextValue } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Postal address of a seller. */
export type Address = {
  __typename?: 'Address';
  /** Street address; null for private sellers. */
  address1?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** ZIP code. */
  zip: Scalars['String']['output'];
};

/** How the asking price compares with comparable listings. */
export type DealIndicator =
  /** Close to the typical price. */
  | 'FAIR'
  /** Under the typical price. */
  | 'GOOD'
  /** Well under the typical price of comparable listings. */
  | 'GREAT'
  /** Above the typical price. */
  | 'HIGH';

/** A photo of a listing. */
export type Image = {
  __typename?: 'Image';
  /** Text alternative describing the vehicle in the image. */
  alt: Scalars['String']['output'];
  /** Image URL. */
  src: Scalars['String']['output'];
};

/** A vehicle for sale, by a dealer or a private seller. */
export type Listing = {
  __typename?: 'Listing';
  /** Body style code, e.g. SUVCROSS. */
  bodyStyle: Scalars['String']['output'];
  /** Colours. */
  color: VehicleColor;
  /** Miles from the search ZIP code, when the search had one. */
  distanceFromSearch?: Maybe<Scalars['Float']['output']>;
  /** Number of doors. */
  doors: Scalars['Int']['output'];
  /** Drive type code: AWD4WD, FWD or RWD. */
  driveType: Scalars['String']['output'];
  /** EPA electric range in miles, for electric and plug-in hybrid vehicles. */
  electricRange?: Maybe<Scalars['Int']['output']>;
  /** Engine description, e.g. '2.7L V6 Twin-Turbo'. */
  engine: Scalars['String']['output'];
  /** Fuel type, e.g. Gasoline, Electric. */
  fuelType: Scalars['String']['output'];
  /** Listing id. */
  id: Scalars['ID']['output'];
  /** The primary photo. */
  image: Image;
  /** When the listing was posted (ISO 8601). */
  listedDate: Scalars['String']['output'];
  /** Condition. */
  listingType: ListingType;
  /** Make name, e.g. Ford. */
  make: Scalars['String']['output'];
  /** Make code, e.g. FORD. */
  makeCode: Scalars['String']['output'];
  /** Odometer reading in miles. */
  mileage: Scalars['Int']['output'];
  /** Model name, e.g. F-150. */
  model: Scalars['String']['output'];
  /** Model code, e.g. F150PICKUP. */
  modelCode: Scalars['String']['output'];
  /** EPA city fuel economy (MPGe for electric vehicles). */
  mpgCity: Scalars['Int']['output'];
  /** EPA highway fuel economy (MPGe for electric vehicles). */
  mpgHighway: Scalars['Int']['output'];
  /** The dealer or private seller offering the vehicle. */
  owner?: Maybe<Owner>;
  /** Price facts. */
  pricingDetail: PricingDetail;
  /** Display title, e.g. 'Used 2021 Ford F-150 XLT'. */
  title: Scalars['String']['output'];
  /** Transmission, e.g. Automatic. */
  transmission: Scalars['String']['output'];
  /** Trim name, e.g. XLT. */
  trim: Scalars['String']['output'];
  /** Path of the vehicle details page. */
  vdpUrl: Scalars['String']['output'];
  /** Vehicle identification number (17 characters). */
  vin: Scalars['String']['output'];
  /** Model year. */
  year: Scalars['Int']['output'];
};

/** Condition of a listed vehicle. */
export type ListingType =
  /** Certified pre-owned by the manufacturer's program. */
  | 'CERTIFIED'
  /** New, from a franchised dealer. */
  | 'NEW'
  /** Certified by a third party (URL value 3P_CERT). */
  | '3P_CERT'
  /** Pre-owned. */
  | 'USED';

/** A dealer or a private seller. */
export type Owner = {
  __typename?: 'Owner';
  /** Where the seller is. */
  address: Address;
  /** Miles from the search ZIP code, when the search had one. */
  distanceFromSearch?: Maybe<Scalars['Float']['output']>;
  /** Owner id. */
  id: Scalars['ID']['output'];
  /** URL of the dealer's logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Dealer name, or 'Private Seller'. */
  name: Scalars['String']['output'];
  /** Phone number to call. */
  phone?: Maybe<Scalars['String']['output']>;
  /** True for a private seller, false for a dealer. */
  privateSeller: Scalars['Boolean']['output'];
  /** Average customer rating, 0 to 5. */
  rating?: Maybe<Scalars['Float']['output']>;
  /** Dealer's differentiator tagline, e.g. 'Family owned since 1978'. */
  tagline?: Maybe<Scalars['String']['output']>;
  /** Dealer website. */
  website?: Maybe<Scalars['String']['output']>;
};

/** Price facts of a listing. */
export type PricingDetail = {
  __typename?: 'PricingDetail';
  /** How the asking price compares with comparable listings; null for new vehicles. */
  dealIndicator?: Maybe<DealIndicator>;
  /** Typical asking price of comparable listings (same model and year), the reference of dealIndicator. */
  expectedPrice: Scalars['Int']['output'];
  /** Manufacturer's suggested retail price of the vehicle when new, in US dollars. */
  msrp?: Maybe<Scalars['Int']['output']>;
  /** Asking price in US dollars. */
  salePrice: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One listing by id, or null if it is not (or no longer) for sale. */
  listing?: Maybe<Listing>;
  /** Searches listings: the data of the search results page. */
  searchListings: SearchResults;
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchListingsArgs = {
  input: SearchInput;
};

/** A lowest and highest value. */
export type Range = {
  __typename?: 'Range';
  /** Highest value. */
  max: Scalars['Int']['output'];
  /** Lowest value. */
  min: Scalars['Int']['output'];
};

/**
 * What a shopper is searching for. Every field mirrors a query parameter of the SRP URL
 * (`/cars-for-sale?makeCode=FORD&zip=30301`); omitted fields do not filter.
 */
export type SearchInput = {
  /** Newest model year. */
  endYear?: InputMaybe<Scalars['Int']['input']>;
  /** Zero-based offset of the first listing to return. */
  firstRecord?: InputMaybe<Scalars['Int']['input']>;
  /** Conditions to include (used, new, certified, third-party certified). */
  listingType?: InputMaybe<Array<ListingType>>;
  /** Make codes, e.g. FORD, TOYOTA, CHEV. Any of them matches. */
  makeCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Highest price in US dollars. */
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest price in US dollars. */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Model codes, e.g. F150PICKUP, CAMRY. Any of them matches. */
  modelCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many listings to return (1 to 100; the SRP pages by 30). */
  numRecords?: InputMaybe<Scalars['Int']['input']>;
  /** Radius around the ZIP code in miles; 0 searches nationwide. */
  searchRadius?: InputMaybe<Scalars['Int']['input']>;
  /** Order of the results. */
  sortBy?: InputMaybe<SortOption>;
  /** Oldest model year. */
  startYear?: InputMaybe<Scalars['Int']['input']>;
  /** ZIP code the search is centred on (5 digits). */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a listing search. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Zero-based offset of this page. */
  firstRecord: Scalars['Int']['output'];
  /** Query parameters the search service did not recognise, ignored. */
  invalidQueryParams: Array<Scalars['String']['output']>;
  /** The requested page of listings, in the requested order. */
  listings: Array<Listing>;
  /** Page size asked for. */
  numRecords: Scalars['Int']['output'];
  /** Spread of price and year across all matches. */
  stats: SearchStats;
  /** How many listings match the search in total (the 'N Matches' heading). */
  totalResultCount: Scalars['Int']['output'];
};

/** Price and year spread of everything that matched, for the range filters. */
export type SearchStats = {
  __typename?: 'SearchStats';
  /** Lowest and highest price among the matches; null when nothing matched. */
  price?: Maybe<Range>;
  /** Oldest and newest model year among the matches; null when nothing matched. */
  year?: Maybe<Range>;
};

/** Sort orders of the search results page. The value is the `sortBy` URL parameter. */
export type SortOption =
  /** Date listed, oldest first. */
  | 'datelistedASC'
  /** Date listed, newest first. */
  | 'datelistedDESC'
  /** Price, lowest first. */
  | 'derivedpriceASC'
  /** Price, highest first. */
  | 'derivedpriceDESC'
  /** Distance from the search ZIP code, closest first. */
  | 'distanceASC'
  /** Mileage, lowest first. */
  | 'mileageASC'
  /** Mileage, highest first. */
  | 'mileageDESC'
  /** Best match: a blend of deal quality, freshness, distance and photos (the default). */
  | 'relevance'
  /** Model year, oldest first. */
  | 'yearASC'
  /** Model year, newest first. */
  | 'yearDESC';

/** Exterior and interior colours. */
export type VehicleColor = {
  __typename?: 'VehicleColor';
  /** Simple exterior colour, e.g. White. */
  exteriorColorSimple: Scalars['String']['output'];
  /** Simple interior colour, e.g. Black. */
  interiorColorSimple: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Address: ResolverTypeWrapper<Address>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DealIndicator: DealIndicator;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Listing: ResolverTypeWrapper<LscListing>;
  ListingType: null;
  Owner: ResolverTypeWrapper<LscOwner>;
  PricingDetail: ResolverTypeWrapper<PricingDetail>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Range: ResolverTypeWrapper<Range>;
  SearchInput: SearchInput;
  SearchResults: ResolverTypeWrapper<SearchResultsModel>;
  SearchStats: ResolverTypeWrapper<SearchStats>;
  SortOption: SortOption;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  VehicleColor: ResolverTypeWrapper<VehicleColor>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: Address;
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Listing: LscListing;
  Owner: LscOwner;
  PricingDetail: PricingDetail;
  Query: Record<PropertyKey, never>;
  Range: Range;
  SearchInput: SearchInput;
  SearchResults: SearchResultsModel;
  SearchStats: SearchStats;
  String: Scalars['String']['output'];
  VehicleColor: VehicleColor;
}>;

export type AddressResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ListingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = ResolversObject<{
  bodyStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['VehicleColor'], ParentType, ContextType>;
  distanceFromSearch?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  doors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  driveType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  electricRange?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  listedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingType?: Resolver<ResolversTypes['ListingType'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  makeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mpgCity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mpgHighway?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  pricingDetail?: Resolver<ResolversTypes['PricingDetail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vdpUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ListingTypeResolvers = { CERTIFIED?: 'CERTIFIED', NEW?: 'NEW', THIRD_PARTY_CERTIFIED: '3P_CERT', USED?: 'USED' };

export type OwnerResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Owner'] = ResolversParentTypes['Owner']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  distanceFromSearch?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privateSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tagline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PricingDetailResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['PricingDetail'] = ResolversParentTypes['PricingDetail']> = ResolversObject<{
  dealIndicator?: Resolver<Maybe<ResolversTypes['DealIndicator']>, ParentType, ContextType>;
  expectedPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msrp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  searchListings?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchListingsArgs, 'input'>>;
}>;

export type RangeResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Range'] = ResolversParentTypes['Range']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchResultsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = ResolversObject<{
  firstRecord?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalidQueryParams?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  numRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['SearchStats'], ParentType, ContextType>;
  totalResultCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchStatsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SearchStats'] = ResolversParentTypes['SearchStats']> = ResolversObject<{
  price?: Resolver<Maybe<ResolversTypes['Range']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Range']>, ParentType, ContextType>;
}>;

export type VehicleColorResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['VehicleColor'] = ResolversParentTypes['VehicleColor']> = ResolversObject<{
  exteriorColorSimple?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interiorColorSimple?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ContextValue> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingType?: ListingTypeResolvers;
  Owner?: OwnerResolvers<ContextType>;
  PricingDetail?: PricingDetailResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Range?: RangeResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchStats?: SearchStatsResolvers<ContextType>;
  VehicleColor?: VehicleColorResolvers<ContextType>;
}>;

