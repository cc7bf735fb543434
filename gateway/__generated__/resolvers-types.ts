import { GraphQLResolveInfo } from 'graphql';
import { LscListing, LscOwner } from '../../contracts/lsc/index';
import { SearchResultsModel, PlacedListingModel } from '../search/model';
import { FilterOptionModel } from '../search/filter-groups';
import { MileageComparison } from '../search/groups';
import { ExpertReviewPost, CertifiedContent } from '../../contracts/research/index';
import { ConsumerRatingsModel } from '../search/research';
import { SearchBookmark, ShareBookmarkResponse, AccountUser, SavedListing as SavedListingModel } from '../../contracts/account/index';
import { ViewerModel } from '../account/viewer';
import { ConsumerHistoryModel } from '../history/model';
import { HistorySearch, HistoryListing } from '../../contracts/events/history';
import { AlphaShowcaseModel } from '../ads/showcase';
import { BrandCode, ListingTypeValue, SellerTypeValue, ExperienceValue } from '../search/enums';
import { ContextValue } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A house ad as decided for one slot of one page view. */
export type Ad = {
  __typename?: 'Ad';
  /** Who the ad is for, e.g. 'MotorMart Financing'. */
  advertiser: Scalars['String']['output'];
  /** One line under the headline. */
  body: Scalars['String']['output'];
  /** Where a click goes: this site's click route, which counts the click and redirects to the advertiser's page. */
  clickUrl: Scalars['String']['output'];
  /** The creative shown. */
  creativeId: Scalars['ID']['output'];
  /** This decision's id: its impression and click are counted against it. */
  decisionId: Scalars['ID']['output'];
  /** The ad's headline. */
  headline: Scalars['String']['output'];
  /** The creative's height in CSS pixels. */
  height: Scalars['Int']['output'];
  /** The image's text alternative. */
  imageAlt: Scalars['String']['output'];
  /** The creative's image, served by this site. */
  imageUrl: Scalars['String']['output'];
  /** The creative's width in CSS pixels (a fluid or liner creative scales to its slot). */
  width: Scalars['Int']['output'];
};

/** What the page asks the ad server for. */
export type AdRequestInput = {
  /** The search's body style codes, at most 10. */
  bodyStyleCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The brand of the page. Left out, the brand of the host name the request was sent to, else USED_CAR. */
  brand?: InputMaybe<Brand>;
  /** The search's make codes, at most 5. */
  makeCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The slots, 1 to 20, ids unique. */
  slots: Array<AdSlotInput>;
  /** The search's ZIP code (5 digits), if any. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A slot and what fills it. */
export type AdSlotFill = {
  __typename?: 'AdSlotFill';
  /** The ad, or null when nothing fits (the slot collapses). */
  ad?: Maybe<Ad>;
  /** The slot's id as asked. */
  slotId: Scalars['String']['output'];
};

/** One slot to fill. */
export type AdSlotInput = {
  /** The page's name for the slot, echoed in the answer, e.g. 'fluid-7': 1 to 40 letters, digits or '-'. */
  id: Scalars['String']['input'];
  /** Its kind. */
  kind: AdSlotKind;
};

/** Where an ad goes: its kind fixes its size. */
export type AdSlotKind =
  /** The ad fixed to the bottom of the screen once the page is scrolled past a point. */
  | 'FIXED'
  /** An ad the size of a listing card, among the cards of the one-column (phone) layout. */
  | 'FLUID'
  /** A full-width row between rows of cards on wider layouts. */
  | 'LINER';

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

/**
 * How often a saved search is checked for new matches and emailed about them. Each check looks only
 * at what is new since the previous one; alerts turned back on after a pause start from that moment.
 */
export type AlertFrequency =
  /** Checked once a day: at most one email a day, with the day's new matches. The default. */
  | 'DAILY'
  /** Checked every few minutes: an email soon after a new match is listed. */
  | 'INSTANT'
  /** Checked once a week: at most one email a week, with the week's new matches. */
  | 'WEEKLY';

/** The alpha showcase: a sponsored dealer of the search's market, with a carousel of its listings. */
export type AlphaShowcase = {
  __typename?: 'AlphaShowcase';
  /** The sponsor's campaign, for its analytics. */
  campaignId: Scalars['ID']['output'];
  /** The carousel's listings: up to 12 matching the search (INVENTORY), else 2 of the dealer's (OWNER). */
  listings: Array<Listing>;
  /** How many of the dealer's listings match the search (0 for OWNER). */
  matchCount: Scalars['Int']['output'];
  /** The dealer. */
  owner: Owner;
  /** The results page narrowed to this dealer ('See all'): the search with showcaseOwnerId and isSponsorship=true. */
  seeAllHref: Scalars['String']['output'];
  /** Inventory on an exact match, else owner. */
  view: ShowcaseView;
};

/**
 * The answer to signing up or in. On success the session is set as an httpOnly cookie for the web
 * (and the token is returned for other channels, to send as `Authorization: Bearer`); what the
 * visitor had saved in this browser moves to the account.
 */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** User mistakes, by field; empty on success. A registration error that is not about one field has field 'form'. */
  errors: Array<FieldError>;
  /** The identity token for channels other than the web; null when there are errors. */
  token?: Maybe<Scalars['String']['output']>;
  /** When the token expires (ISO 8601); null when there are errors. */
  tokenExpiresAt?: Maybe<Scalars['String']['output']>;
  /** The signed-in user; null when there are errors. */
  user?: Maybe<User>;
};

/**
 * A saved search. Opening it opens the search results page with exactly the filters it was saved
 * with. Only its owner reads it: the signed-in consumer, or the visitor whose browser subscribed it.
 * Renaming, sharing, changing alerts and deleting need the owner signed in (a visitor gets
 * UNAUTHENTICATED); someone else's id, or an id that is no bookmark's, answers NOT_FOUND (null from
 * sharedSearch).
 */
export type Bookmark = {
  __typename?: 'Bookmark';
  /** How often the search is checked for new matches (DAILY unless the shopper chose); kept while alerts are off. */
  alertFrequency: AlertFrequency;
  /** Whether new matches of the search are emailed to the owner. */
  alertsEnabled: Scalars['Boolean']['output'];
  /** Opaque id; also accepted as `searchBookmarkId` or `bookmarkId` in a search results URL. */
  bookmarkId: Scalars['ID']['output'];
  /** The name the shopper gave the search (1 to 80 characters). */
  bookmarkTitle: Scalars['String']['output'];
  /** When the shopper last ran the search from this bookmark (ISO 8601), or null if never. */
  lastExecuted?: Maybe<Scalars['String']['output']>;
  /** The instruction the save-search dialog shows above its form. */
  saveSearchInstrText: Scalars['String']['output'];
  /** The label of the save-search button for this search. */
  saveSearchString: Scalars['String']['output'];
  /** When the search was saved (ISO 8601). */
  searchBookmarkDate: Scalars['String']['output'];
  /** The name the search was saved under, made from its filters (e.g. 'Used Ford F-150 near 30301'). */
  searchName: Scalars['String']['output'];
  /** The path that opens the search: '/cars-for-sale?' followed by searchResultsURL. */
  searchResultsPath: Scalars['String']['output'];
  /** The search results page's canonical query string (no '?'): the filters the search stands for. */
  searchResultsURL: Scalars['String']['output'];
  /** The disclaimer the save-search dialog shows under its form. */
  textModalDisclaimer: Scalars['String']['output'];
  /** The heading to show for the bookmark: its title. */
  title: Scalars['String']['output'];
};

/**
 * The answer to saving, renaming or toggling a saved search: the bookmark, or field errors for a
 * user mistake (empty title, title too long, query string too long).
 */
export type BookmarkPayload = {
  __typename?: 'BookmarkPayload';
  /** The saved search; null when there are errors. */
  bookmark?: Maybe<Bookmark>;
  /** User mistakes, by field; empty on success. */
  errors: Array<FieldError>;
  /** The viewer's saved-search count after the change. */
  savedSearchCount?: Maybe<Scalars['Int']['output']>;
};

/**
 * The site a request comes from. The brands differ in the listing type searched when none is chosen,
 * the breadcrumb trail and where its home crumb links. All three load results in batches of 30. The
 * names are the project's own fictional brands.
 */
export type Brand =
  /**
   * One car maker's branded marketplace: a search without a listing type searches every condition; its
   * breadcrumb trail is home, condition, make, model, trim, year, and its home crumb links to
   * /cars-for-sale; its certified used program is always offered (researchContent.certifiedProgram).
   */
  | 'halden'
  /** The used-car marketplace: a search without a listing type searches USED; the standard breadcrumb trail, whose home crumb links to /. */
  | 'motormart'
  /** The car valuation site: the same rules as USED_CAR (USED when no listing type is chosen, the standard trail, home crumb to /). */
  | 'fairvalue';

/** One crumb of the trail above the results. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** Where it leads: the canonical SRP URL of the parameters of the trail up to and including this crumb. */
  href: Scalars['String']['output'];
  /** Which step of the trail it is. */
  kind: BreadcrumbKind;
  /** What the shopper reads, e.g. 'Under $20,000'. */
  label: Scalars['String']['output'];
};

/**
 * Which step of the breadcrumb trail a crumb is. The trail runs in this order: home, page, location,
 * owner, condition, style, make, model, trim, year, price, fuelType, mpg, electricRange. The CAR_MAKER
 * brand's trail is home, condition, make, model, trim, year. A crumb other than home, page and
 * location appears only when its parameter has one value, a model crumb only with its make crumb, a
 * trim crumb only with its model crumb (its make crumb when no model is chosen).
 */
export type BreadcrumbKind =
  /** Condition before the page's name: 'Used Cars for Sale', 'Certified Cars for Sale', 'New Cars for Sale'. Third-party certified (3P_CERT) reads as Used; its link keeps 3P_CERT. */
  | 'condition'
  /** Electric range: '{n} Miles', the open top range '300+ Miles'. */
  | 'electricRange'
  /** Fuel type. */
  | 'fuelType'
  /** The brand's home, always first: 'Home', linking to / (to /cars-for-sale on the CAR_MAKER brand). */
  | 'home'
  /** The search location: the ZIP code's 'City, ST', else the search's city and state, else the ZIP code. */
  | 'location'
  /** Make. */
  | 'make'
  /** Model. */
  | 'model'
  /** Fuel economy: '{n}+ MPG'. */
  | 'mpg'
  /** Seller type: 'By Owner' for private sellers, 'Dealer' otherwise. */
  | 'owner'
  /** The SRP itself: 'Cars for Sale', or 'Commercial Vehicles for Sale' under the commercial experience. Not on the CAR_MAKER brand. */
  | 'page'
  /** Price range: 'Between $10,000 - $20,000', 'Over $10,000' or 'Under $20,000'. */
  | 'price'
  /** Body style; 'Commercial {style}' under the commercial experience ('Van / Minivan' becomes 'Commercial Van'). */
  | 'style'
  /** Trim. */
  | 'trim'
  /** Model year: '2021' when start and end are equal, '2019 - 2021' otherwise; absent unless both are given. */
  | 'year';

/**
 * The car maker's certified used program, as its details modal shows it: a money-back guarantee of 14
 * days or 1,000 miles, and the Gold Certified tier for cars up to 6 years old with under 80,000 miles
 * that pass a 172-point inspection; third-party certification for comparison.
 */
export type CertifiedProgram = {
  __typename?: 'CertifiedProgram';
  /** The car maker whose program it is. */
  maker: Scalars['String']['output'];
  /** The program's money-back guarantee. */
  moneyBackGuarantee: MoneyBackGuarantee;
  /** The program's name. */
  name: Scalars['String']['output'];
  /** Third-party certification, for comparison. */
  thirdParty: ThirdPartyCertification;
  /** The program's tiers. */
  tiers: Array<CertifiedTier>;
};

/** A tier of the certified program: which cars qualify. */
export type CertifiedTier = {
  __typename?: 'CertifiedTier';
  /** The tier's code, e.g. GOLD. */
  code: Scalars['String']['output'];
  /** Points of the inspection every car passes. */
  inspectionPoints: Scalars['Int']['output'];
  /** Cars up to this many years old. */
  maxAgeYears: Scalars['Int']['output'];
  /** Cars with fewer miles than this. */
  maxMiles: Scalars['Int']['output'];
  /** What shoppers read, e.g. Gold Certified. */
  name: Scalars['String']['output'];
};

/**
 * What the viewer did lately, in one answer: the consumer history. The searches and cars come from
 * the shopper events this browser sent within the last 30 days (none when it opted out of them, by
 * its opt-out cookie or Global Privacy Control); the viewed cars of a signed-in consumer and their
 * trade-in come from their account. The web client asks for it at most every 2 minutes.
 */
export type ConsumerHistory = {
  __typename?: 'ConsumerHistory';
  /** The listings whose seller this browser contacted within the last 30 days, the most recent first. */
  contactedListingIds: Array<Scalars['ID']['output']>;
  /** When this answer was made (ISO 8601). */
  fetchedAt: Scalars['String']['output'];
  /** False when the browser opted out of shopper events: then nothing here comes from them. */
  fromBrowserEvents: Scalars['Boolean']['output'];
  /** The lead candidates, the most recently engaged with first: at most 10. */
  leadCandidates: Array<LeadCandidate>;
  /** The searches this browser was shown, the most recent first, each once: at most 10. */
  recentSearches: Array<RecentSearch>;
  /** The trade-ins the signed-in consumer counts on (none for a visitor, or without a trade-in value). */
  tradeIns: Array<TradeIn>;
  /**
   * The vehicle pages viewed, as listing ids, the most recent first, each once, at most 20: a
   * signed-in consumer's recently viewed list in their account; a visitor's from this browser's events.
   */
  viewedListingIds: Array<Scalars['ID']['output']>;
};

/** One rating name with its average, e.g. Reliability 4.6. */
export type ConsumerRating = {
  __typename?: 'ConsumerRating';
  /** What is rated: Overall, Value, Performance, Quality, Comfort, Reliability or Styling. */
  name: Scalars['String']['output'];
  /** The average of the consumer reviews, 1 to 5 with one decimal. */
  value: Scalars['Float']['output'];
};

/** What owners say about one model year of a model: averages per rating name and the number of reviews they come from. */
export type ConsumerRatings = {
  __typename?: 'ConsumerRatings';
  /** How many consumer reviews the averages come from. */
  numberOfReviews: Scalars['Int']['output'];
  /** The averages per rating name, Overall first; empty when there are no reviews yet. */
  ratings: Array<ConsumerRating>;
  /** The reference vehicle the ratings are of. */
  vehicleId: Scalars['ID']['output'];
  /** The model year rated. */
  year: Scalars['Int']['output'];
};

/** A link to a narrower search, for crawlers and shoppers (model years, trims). */
export type CrawlLink = {
  __typename?: 'CrawlLink';
  /** Listings behind the link. */
  count: Scalars['Int']['output'];
  /** The SRP URL. */
  href: Scalars['String']['output'];
  /** Link text, e.g. '2021 Toyota Camry'. */
  label: Scalars['String']['output'];
};

/** Crawlable links of the search. */
export type CrawlLinks = {
  __typename?: 'CrawlLinks';
  /** One link per model year present in the results, newest first, at most 11: per model when models are chosen, per make when only makes are, per year otherwise. Links to NEW searches for a NEW-only search. */
  modelYears: Array<CrawlLink>;
  /** One link per trim of the chosen models present in the results, most listings first; empty when no model is chosen. */
  trims: Array<CrawlLink>;
};

/** A listing's deal rating explained (its expected price and where it comes from). */
export type DealExplanation = {
  __typename?: 'DealExplanation';
  /** The dollars each bar spans. */
  barWidth: Scalars['Int']['output'];
  /** NEW when new cars are compared, USED when used and certified cars are. */
  comparableCondition: Scalars['String']['output'];
  /** How many comparable listings the expected price comes from, the listing itself included. */
  comparableCount: Scalars['Int']['output'];
  /** The newest model year among the comparables. */
  comparableEndYear: Scalars['Int']['output'];
  /** The comparables' make and model, e.g. Honda Civic. */
  comparableModel: Scalars['String']['output'];
  /** The oldest model year among the comparables. */
  comparableStartYear: Scalars['Int']['output'];
  /** The price expected from its comparables for its mileage: their median price plus the mileage adjustment. */
  expectedPrice: Scalars['Int']['output'];
  /** The comparables' median mileage. */
  medianMileage: Scalars['Int']['output'];
  /** The comparables' median asking price. */
  medianPrice: Scalars['Int']['output'];
  /** Dollars this car's mileage moves the expected price from the median price (negative: more miles than the median). */
  mileageAdjustment: Scalars['Int']['output'];
  /** Dollars the price model takes off for every 1,000 more miles; 0 with fewer than 8 comparables. */
  perThousandMiles: Scalars['Int']['output'];
  /** The listing's asking price in US dollars. */
  price: Scalars['Int']['output'];
  /** The comparables' asking prices as bars: bar i counts the prices from priceFrom + i × barWidth up to the next bar. */
  priceBars: Array<Scalars['Int']['output']>;
  /** The first bar's lowest price. */
  priceFrom: Scalars['Int']['output'];
  /** The rating: asking price at most 90% of the expected price is GREAT, at most 97% GOOD, at most 105% FAIR, above that HIGH; null for new cars, which are not rated. */
  rating?: Maybe<DealIndicator>;
};

/** How the asking price compares with the expected price (PricingDetail.expectedPrice): their ratio. */
export type DealIndicator =
  /** Fair price: more than 97% and at most 105%. */
  | 'FAIR'
  /** Good price: more than 90% and at most 97%. */
  | 'GOOD'
  /** Great price: asking price at most 90% of the expected price. */
  | 'GREAT'
  /** High price: more than 105% of the expected price. */
  | 'HIGH';

/**
 * Deal quality filter (the `dealType` parameter), from each used listing's price rating: asking price
 * divided by its expected price (Listing.pricingDetail.expectedPrice). New listings are not rated.
 */
export type DealType =
  /** Good or great price: asking price at most 97% of the expected price. */
  | 'goodprice'
  /** Great price only: asking price at most 90% of the expected price. */
  | 'greatprice';

/** A dealer's differentiator content: what sets the dealer apart, for the vehicle page's seller card. */
export type DealerDifference = {
  __typename?: 'DealerDifference';
  /** Two to five selling points, in the content service's order. */
  bullets: Array<Scalars['String']['output']>;
  /** A short headline, e.g. 'Why Atlanta buys used from Reed Motors'. */
  headline: Scalars['String']['output'];
  /**
   * The dealer's story as HTML, sanitised by the gateway: only h3, h4, p, ul, ol, li, strong, em and
   * br elements, without any attribute; every other element is removed (its text kept, except for
   * script, style and similar elements, removed whole). Safe to insert into the page as HTML.
   */
  html: Scalars['String']['output'];
  /** The content's picture (the dealer's showroom); null when its URL is not a path on this site. */
  image?: Maybe<DealerDifferenceImage>;
  /** The listing type the content is worded for: this listing's. */
  listingType: ListingType;
};

/** The picture of a dealer's differentiator content. */
export type DealerDifferenceImage = {
  __typename?: 'DealerDifferenceImage';
  /** Text alternative describing the picture. */
  alt: Scalars['String']['output'];
  /** Image URL: a path on this site (under /images/). */
  src: Scalars['String']['output'];
};

/** The answer to deleting a saved search. */
export type DeleteBookmarkPayload = {
  __typename?: 'DeleteBookmarkPayload';
  /** The deleted bookmark's id. */
  bookmarkId: Scalars['ID']['output'];
  /** The viewer's saved-search count after the change. */
  savedSearchCount: Scalars['Int']['output'];
};

/** A parameter value the normalisation rules dropped, and why. */
export type DroppedParameter = {
  __typename?: 'DroppedParameter';
  /** The query parameter. */
  name: Scalars['String']['output'];
  /** Which rule dropped it, e.g. 'at most 5 makes can be chosen'. */
  reason: Scalars['String']['output'];
  /** The value that was dropped. */
  value: Scalars['String']['output'];
};

/** A shopper's message to the seller of a listing. */
export type EmailSellerInput = {
  /** Where the seller answers, and where the shopper's copy goes: an email address of at most 254 characters. */
  email: Scalars['String']['input'];
  /** The shopper's first name: 1 to 60 characters once trimmed. */
  firstName: Scalars['String']['input'];
  /** The shopper's last name: 1 to 60 characters once trimmed. */
  lastName: Scalars['String']['input'];
  /** The listing written about (the digits of its vehicle page's URL). */
  listingId: Scalars['ID']['input'];
  /** The message: 1 to 1000 characters once trimmed. */
  message: Scalars['String']['input'];
  /**
   * An offer for the car, in whole dollars (Make Offer, offered on private sellers' listings): from
   * half the asking price, rounded up, to the asking price. Left out or null for a plain message.
   * The seller's email and the shopper's copy name it.
   */
  offerAmount?: InputMaybe<Scalars['Int']['input']>;
  /**
   * A US phone number: 10 digits once spaces, dots, dashes and brackets are left out (a leading
   * country code 1 is dropped). Optional, but required when `preferredContact` is PHONE or TEXT.
   */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** How the shopper would like to be answered; EMAIL when left out. */
  preferredContact?: InputMaybe<PreferredContact>;
  /**
   * Leave out or empty. A form's hidden field that people never see and bots fill in: a message
   * with anything here is refused with a field error on `website`.
   */
  website?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The answer to emailing a seller: the stored message, or field errors for a user mistake (fields
 * 'firstName', 'lastName', 'email', 'phone', 'message', 'offerAmount', 'website'; field 'form' for a refusal of
 * the whole message: already sent today, too many today, or a seller who takes no email).
 */
export type EmailSellerPayload = {
  __typename?: 'EmailSellerPayload';
  /** User mistakes, by field; empty on success. */
  errors: Array<FieldError>;
  /** The stored message; null when there are errors. */
  lead?: Maybe<SellerLead>;
};

/**
 * The SRP experiences (the `experience` parameter). Each is a base constraint of the search: it narrows
 * the results and every filter group's counts (unlike a filter, which counts disjunctively within its
 * own group). Removing the Buy Online filter or the experience's chip on the SRP clears it; choosing a
 * category tab other than All Results drops it.
 */
export type Experience =
  /** Best deals (URL value best-deals): listings rated a good or great price (as dealType=goodprice). */
  | 'best-deals'
  /** Buy online (URL value buy-online): listings of sellers offering to buy online (homeServices BUY_ONLINE). */
  | 'buy-online'
  /**
   * The car maker's buy-online experience (URL value buy-online-maker): buy-online listings of the car
   * maker's make only (a chosen make that is not the maker's is dropped), on any brand.
   */
  | 'buy-online-maker'
  /**
   * Commercial vehicles (vehicle use type COMMERCIAL): the page crumb reads 'Commercial Vehicles for
   * Sale' (with a condition: 'Used Commercial Vehicles for Sale'), a body style crumb 'Commercial
   * {style}', and 'Van / Minivan' becomes 'Commercial Van'.
   */
  | 'commercial';

/** An expert review post of the valuation site's content API. */
export type ExpertReview = {
  __typename?: 'ExpertReview';
  /** The post's permanent identifier (a URL), for de-duplicating across pages. */
  guid: Scalars['String']['output'];
  /** The post id. */
  id: Scalars['ID']['output'];
  /** Where the review is read. */
  link: Scalars['String']['output'];
  /** When the review was published (ISO 8601). */
  publishedAt: Scalars['String']['output'];
  /** The post's title as the content API renders it (HTML text: & < > are escaped), e.g. '2021 Ford F-150 Review'. */
  title: Scalars['String']['output'];
};

/** A listing taken off sale, as its old vehicle page names it. */
export type ExpiredListing = {
  __typename?: 'ExpiredListing';
  /** When it was taken off sale (ISO 8601). */
  expiredAt: Scalars['String']['output'];
  /** Listing id. */
  id: Scalars['ID']['output'];
  /** Make name, e.g. Ford. */
  make: Scalars['String']['output'];
  /** Model name, e.g. F-150. */
  model: Scalars['String']['output'];
};

/**
 * A brand's switches. Each defaults per brand (the car maker's own site has no house ads, no alpha
 * showcase and one make at a time); the operator overrides them in configuration without a rebuild.
 */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  /** House ads in the results page's ad slots; off, Query.ads is null. */
  ads: Scalars['Boolean']['output'];
  /** The certified program's details; off, researchContent.certifiedProgram is null and no details button shows. */
  certifiedProgram: Scalars['Boolean']['output'];
  /** The compare button on each card, the compare drawer and page. */
  compare: Scalars['Boolean']['output'];
  /** Consumer ratings of the searched vehicle; off, researchContent.consumerRatings is null. */
  consumerRatings: Scalars['Boolean']['output'];
  /** A filter change searches once the shopper pauses, not at every change. */
  debounceFilterSearch: Scalars['Boolean']['output'];
  /** Browser push notifications for saved searches. */
  push: Scalars['Boolean']['output'];
  /** Save Search on the results page and the saved searches in the header. */
  savedSearches: Scalars['Boolean']['output'];
  /** The alpha dealer showcase; off, SearchResults.alphaShowcase is null. */
  showcase: Scalars['Boolean']['output'];
  /** One make at a time: 'Add Another Make' is hidden. */
  singleMakeModelTrim: Scalars['Boolean']['output'];
  /** Paid spotlights (premium, featured, standard) and vehicle highlights; off, none are fetched. */
  spotlights: Scalars['Boolean']['output'];
  /** The payment wallet: its card, button and toast, and payments on the cards. */
  wallet: Scalars['Boolean']['output'];
};

/** A mistake in what the user typed: which field, and what is wrong with it. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The input field, as named in the mutation's input (e.g. 'email', 'password', 'bookmarkTitle'). */
  field: Scalars['String']['output'];
  /** What is wrong, in words to show beside the field. */
  message: Scalars['String']['output'];
};

/** One filter panel of the SRP, with its counts. */
export type FilterGroup = {
  __typename?: 'FilterGroup';
  /** Whether the panel starts collapsed: true when nothing in it is chosen (never for distance). */
  collapsed: Scalars['Boolean']['output'];
  /** Panel title, e.g. Make. */
  label: Scalars['String']['output'];
  /** The query parameter the panel sets, e.g. makeCode. */
  name: Scalars['String']['output'];
  /**
   * The choices, with counts: those that would find something, and every chosen one; every make and
   * the money back guarantee's one option are listed even at 0. Models are listed once their make is
   * chosen, trims once their model is. Ordered by label, fuel types in their own order.
   */
  options: Array<FilterOption>;
  /** Selected values. */
  value: Array<Scalars['String']['output']>;
};

/** One choice of a filter panel. */
export type FilterOption = {
  __typename?: 'FilterOption';
  /**
   * The parameter values choosing this option sets, and removing it clears. Most options stand for
   * their value alone. A truck cab size stands for the cab styles makers name differently, its count
   * their counts added up: Crew Cab (value CREW) stands for CREW_CAB, SUPERCREW, CREWMAX and MEGA_CAB.
   */
  codes: Array<Scalars['String']['output']>;
  /** Listings that match the other filter groups of the search and have this option: what choosing it too would find within its group. */
  count: Scalars['Int']['output'];
  /** True when its count is 0 or less, so choosing it would find nothing. Distance (searchRadius) options are never disabled. */
  disabled: Scalars['Boolean']['output'];
  /** What the shopper reads, e.g. Toyota. */
  label: Scalars['String']['output'];
  /**
   * The code of the option this one belongs under: a model option's make code (FORD), a trim
   * option's model code (F150PICKUP); null for the options of other groups. The panels list models
   * under their makes and trims under their models by it.
   */
  parent?: Maybe<Scalars['String']['output']>;
  /** Whether the option is in the search. */
  selected: Scalars['Boolean']['output'];
  /** The parameter value, e.g. TOYOTA. */
  value: Scalars['String']['output'];
};

/** Fuel type groups (the `fuelTypeGroup` parameter), in the order the fuel type filter lists them: Electric, Gasoline, Hybrid, Plug-in Hybrid, Diesel, Hydrogen, Alternative. */
export type FuelType =
  /** Alternative fuel (flex fuel, natural gas). */
  | 'ALT'
  /** Diesel. */
  | 'DSL'
  /** Electric. */
  | 'ELE'
  /** Gasoline. */
  | 'GSL'
  /** Hybrid. */
  | 'HYB'
  /** Hydrogen fuel cell. */
  | 'HYD'
  /** Plug-in hybrid. */
  | 'PIH';

/**
 * One bar of a range histogram: how many listings have a value from min to max, both included (whole
 * dollars, model years or miles). A null min or max is an open end: the first year bar is that year
 * or older, the last price, year and mileage bars have no upper end.
 */
export type HistogramBin = {
  __typename?: 'HistogramBin';
  /** Listings with a value in the bar. */
  count: Scalars['Int']['output'];
  /** Highest value of the bar, included; null for no upper end. */
  max?: Maybe<Scalars['Int']['output']>;
  /** Lowest value of the bar, included; null for no lower end. */
  min?: Maybe<Scalars['Int']['output']>;
};

/** Services a dealer offers from home (the `homeServices` parameter). */
export type HomeService =
  /** The car can be bought online end to end. */
  | 'BUY_ONLINE'
  /** The paperwork can be done online. */
  | 'ONLINE_PAPERWORK';

/** A photo of a listing. */
export type Image = {
  __typename?: 'Image';
  /** Text alternative describing the vehicle in the image. */
  alt: Scalars['String']['output'];
  /** Image URL. */
  src: Scalars['String']['output'];
};

/** A keyword suggestion: picking it replaces the filters with its parameters, or opens its content page. */
export type KeywordSuggestion = {
  __typename?: 'KeywordSuggestion';
  /**
   * A content page the suggestion stands for (a model's reviews on the content site): picking it
   * opens this page in a new window instead of searching. Null for search suggestions.
   */
  contentUrl?: Maybe<Scalars['String']['output']>;
  /** Listings it would find. */
  count: Scalars['Int']['output'];
  /** What the shopper reads, e.g. Chevrolet Silverado 1500. */
  label: Scalars['String']['output'];
  /** The filters it stands for. */
  parameters: Array<SearchParameter>;
  /**
   * What kind of thing it names: make, model, bodyStyle, color, feature, fuelType, research (a model's
   * reviews page), or natural (the reading of a whole sentence, offered first; see naturalSearch).
   */
  type: Scalars['String']['output'];
  /** The SRP URL of the suggestion. */
  url: Scalars['String']['output'];
};

/**
 * A car this browser looked at or saved within the last 7 days and whose seller it has not contacted
 * (within the last 30 days): a candidate for a lead, the kind of car the still-interested alert reminds the shopper of.
 */
export type LeadCandidate = {
  __typename?: 'LeadCandidate';
  /** Whether this browser added it to compare. */
  compared: Scalars['Boolean']['output'];
  /** When its vehicle page was last viewed (ISO 8601); null when it was only saved or compared. */
  lastViewedAt?: Maybe<Scalars['String']['output']>;
  /** The listing as it is now; null once it is no longer for sale. */
  listing?: Maybe<Listing>;
  /** The listing's id (its vehicle page is /cars-for-sale/vehicle/{listingId}). */
  listingId: Scalars['ID']['output'];
  /** Whether this browser saved it (the heart). */
  saved: Scalars['Boolean']['output'];
  /** Its vehicle page's views by this browser within the history's 30 days. */
  views: Scalars['Int']['output'];
};

/** What the shopper typed once so that sellers can answer them. */
export type LeadProfile = {
  __typename?: 'LeadProfile';
  /** Email address, or null. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name, or null. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Whether the shopper agreed to contact sellers in one click with this profile. */
  isOneClickOptedIn: Scalars['Boolean']['output'];
  /** Last name, or null. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Ten-digit phone number, or null. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** The lead profile to keep; every field is replaced. */
export type LeadProfileInput = {
  /** A valid email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name, at most 60 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Whether to contact sellers in one click with this profile. */
  isOneClickOptedIn: Scalars['Boolean']['input'];
  /** Last name, at most 60 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /**
   * A US phone number: 10 digits once spaces, dots, dashes and brackets are left out (a leading
   * country code 1 is dropped).
   */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to saving the lead profile. */
export type LeadProfilePayload = {
  __typename?: 'LeadProfilePayload';
  /** User mistakes, by field; empty on success. */
  errors: Array<FieldError>;
  /** The profile as saved; null when there are errors. */
  leadProfile?: Maybe<LeadProfile>;
};

/** A vehicle for sale, by a dealer or a private seller. */
export type Listing = {
  __typename?: 'Listing';
  /** Body style code, e.g. SUVCROSS. */
  bodyStyle: Scalars['String']['output'];
  /** Body style as shoppers read it, e.g. 'SUV / Crossover' for SUVCROSS. */
  bodyStyleName: Scalars['String']['output'];
  /** Colours. */
  color: VehicleColor;
  /**
   * Why the listing has its deal rating: its expected price, the comparable listings it comes from
   * (the same model, new cars with new ones and used or certified with each other, model years within
   * one of its own, the listing included), their median price and mileage, how much this car's mileage
   * moves the expected price, and the comparables' prices as bars for a chart. Read from the listing
   * service's rating groups, with one call for every listing of the operation that asks. Null when the
   * listing is not for sale, and when the service fails, does not answer within 3 s or its breaker is
   * open: the explanation is optional, the failure is logged.
   */
  dealExplanation?: Maybe<DealExplanation>;
  /**
   * Why buy from this car's dealer: the dealer's differentiator content from the content service,
   * worded for this listing's type (new, used, certified). Fetched only when asked for, with two calls
   * (the content and the story, by the dealer's content id and the listing type). Null for a private
   * seller, for a dealer without content, and when the content service fails, does not answer within
   * 5 s or its breaker is open: the content is optional, the failure is logged, the rest of the
   * listing is unaffected.
   */
  dealerDifference?: Maybe<DealerDifference>;
  /** Miles from the search ZIP code, when the search had one. */
  distanceFromSearch?: Maybe<Scalars['Float']['output']>;
  /** Number of doors. */
  doors: Scalars['Int']['output'];
  /** Drive type code: AWD4WD, FWD or RWD. */
  driveType: Scalars['String']['output'];
  /** Drive type as shoppers read it, e.g. '4WD/AWD' for AWD4WD, 'FWD', 'RWD'. */
  driveTypeName: Scalars['String']['output'];
  /** EPA electric range in miles, for electric and plug-in hybrid vehicles. */
  electricRange?: Maybe<Scalars['Int']['output']>;
  /** Engine description, e.g. '2.7L V6 Twin-Turbo'. */
  engine: Scalars['String']['output'];
  /** Feature names, e.g. 'Third Row Seat'; empty when the seller listed none. */
  features: Array<Scalars['String']['output']>;
  /** Fuel type, e.g. Gasoline, Electric. */
  fuelType: Scalars['String']['output'];
  /** Listing id. */
  id: Scalars['ID']['output'];
  /** The primary photo. */
  image: Image;
  /** True when the listing comes from the wider market (beyond the radius) of marketExtension=include. */
  inWiderMarket: Scalars['Boolean']['output'];
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
  /**
   * True when the car comes with a money back guarantee: it can be returned within 14 days or 1,000
   * miles of the purchase, whichever comes first. That is so when its dealer offers one (a dealer
   * offer, what the vehicleExchange filter matches), and for every certified car whatever its dealer
   * and whatever the brand: the car maker's certified program (CERTIFIED) and third-party
   * certification (THIRD_PARTY_CERTIFIED) both include the guarantee. False otherwise: a private
   * seller's car, a car whose dealer makes no such offer, or one whose seller cannot be looked up
   * (the failure is logged; the rest of the listing is unaffected). Asked for on a page of results,
   * it costs no call: the search already holds the sellers. The results page shows it as a 'Money
   * Back Guarantee' badge on the card.
   */
  moneyBackGuarantee: Scalars['Boolean']['output'];
  /** EPA city fuel economy (MPGe for electric vehicles). */
  mpgCity: Scalars['Int']['output'];
  /** EPA highway fuel economy (MPGe for electric vehicles). */
  mpgHighway: Scalars['Int']['output'];
  /** The dealer or private seller offering the vehicle. */
  owner?: Maybe<Owner>;
  /** Factory packages, e.g. 'Technology Package'; empty when the seller listed none. */
  packages: Array<Scalars['String']['output']>;
  /** How many photos the listing has. */
  photoCount: Scalars['Int']['output'];
  /** Every photo of the listing, the primary photo first; photoCount may count more than the service sends. */
  photos: Array<Image>;
  /**
   * The listing's recent price drop, for the results page's 'Price dropped $N' label: set when the
   * listing's latest price change was a drop to today's price and was made within the last 14 days
   * (counted to the inventory's newest listing date, or to now if that is earlier); null otherwise,
   * including when the price has gone up since the drop or a listing service does not say. Comes with
   * the search payload: it costs no call.
   */
  priceDrop?: Maybe<PriceDrop>;
  /**
   * Every price the listing has had, for its vehicle page's price history: the price it was listed
   * at, then one point per price change, recorded by the database as each change is made, oldest
   * first; with the days it has been on the market. Fetched only when asked for, with one call to the
   * listing service for every listing of the operation that asks. Null when the service does not know
   * the listing, and when it fails, does not answer within 3 s or its breaker is open: the history is
   * optional, the failure is logged, the rest of the listing is unaffected.
   */
  priceHistory?: Maybe<PriceHistory>;
  /** Price facts. */
  pricingDetail: PricingDetail;
  /**
   * Listings like this one, for its vehicle page: cars of the same model (of the same make and body
   * style when those are too few), model year within 2 and price within 25% of this car's, within 100
   * miles of its seller; the same model first, then the nearest and closest in year and price; this
   * listing left out. At most `first` of them (1 to 20, else BAD_USER_INPUT with extensions.field
   * 'first'). Empty when the listing service cannot answer in time: the page shows the rest of the
   * vehicle without them.
   */
  similarListings: Array<Listing>;
  /** Display title, e.g. 'Used 2021 Ford F-150 XLT'. */
  title: Scalars['String']['output'];
  /** Transmission, e.g. Automatic. */
  transmission: Scalars['String']['output'];
  /** Trim name, e.g. XLT. */
  trim: Scalars['String']['output'];
  /** Path of the vehicle details page. */
  vdpUrl: Scalars['String']['output'];
  /** The listing's urgency reason, if it has one (see UrgencyDriverType for the rules and their order); null otherwise. */
  vehicleHighlight?: Maybe<VehicleHighlight>;
  /** What the vehicle's history report says, as labels: 'No Accidents', '1-Owner', 'Clean Title'; empty without a report. */
  vehicleHistory: Array<Scalars['String']['output']>;
  /** Views of the listing over the last 7 days, all brands together; null when the count is unavailable. */
  viewCount?: Maybe<Scalars['Int']['output']>;
  /** Vehicle identification number (17 characters). */
  vin: Scalars['String']['output'];
  /** Model year. */
  year: Scalars['Int']['output'];
};


/** A vehicle for sale, by a dealer or a private seller. */
export type ListingSimilarListingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A stored report (without the shopper's words). */
export type ListingReport = {
  __typename?: 'ListingReport';
  /** When it was stored (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Opaque id of the report. */
  id: Scalars['ID']['output'];
  /** The reported listing's id. */
  listingId: Scalars['ID']['output'];
  /** Why it was reported. */
  reason: ListingReportReason;
};

/**
 * Why a shopper reports a listing. OTHER needs a few words saying what is wrong; the others may
 * carry words too.
 */
export type ListingReportReason =
  /** The listing looks like a fraud or a scam. */
  | 'FRAUD'
  /** Something else, said in the report's details (required for this reason). */
  | 'OTHER'
  /** The car is already sold. */
  | 'SOLD'
  /** Details other than the price (year, mileage, equipment, photos) are wrong. */
  | 'WRONG_DETAILS'
  /** The price shown is not the seller's price. */
  | 'WRONG_PRICE';

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

/** Whether listings beyond the radius, in the wider market, are appended after the local ones. */
export type MarketExtension =
  /** Append the wider market after the local results: listings up to 3 times the radius away (500 miles at most). No effect on a nationwide search (radius 0). */
  | 'include'
  /** Only the searched radius. */
  | 'off';

/**
 * How the chosen model's mileage compares with all cars of the same listing types. Only mileages above
 * 0 and under 250,000 count. Present when exactly one model is searched.
 */
export type MileageStats = {
  __typename?: 'MileageStats';
  /** Average miles of all cars of the same listing types. */
  allCarsAverageMiles: Scalars['Int']['output'];
  /** Average miles of the model's cars. */
  averageMiles: Scalars['Int']['output'];
  /** Per model year of the model, newest first. */
  byYear: Array<YearMileage>;
  /** The model's average minus all cars' average (negative: the model's cars have fewer miles). */
  difference: Scalars['Int']['output'];
  /** How many cars of that year. */
  highestMileageCount: Scalars['Int']['output'];
  /** The model year with the most miles on average. */
  highestMileageYear?: Maybe<Scalars['Int']['output']>;
  /** Highest mileage minus all cars' highest mileage. */
  maxDifference: Scalars['Int']['output'];
  /** Highest mileage among the model's cars. */
  mileageMax: Scalars['Int']['output'];
  /** The model code. */
  modelCode: Scalars['String']['output'];
  /** Share of cars at or under 15,000, 30,000, 45,000, 50,000, 60,000, 75,000, 100,000, 150,000 and 200,000 miles. */
  thresholds: Array<MileageThreshold>;
};

/** Share of cars at or under a mileage, for the chosen model and for all cars. */
export type MileageThreshold = {
  __typename?: 'MileageThreshold';
  /** The mileage, e.g. 50000. */
  miles: Scalars['Int']['output'];
  /** Percent of all cars at or under it, 1 decimal. */
  percentAllCars: Scalars['Float']['output'];
  /** Percent of the model's cars at or under it, 1 decimal. */
  percentModel: Scalars['Float']['output'];
};

/** One model year of a make and model, with its trims. */
export type ModelYearTrims = {
  __typename?: 'ModelYearTrims';
  /** Every trim of the model in the catalogue, cheapest MSRP first; each with the prices of this year's listings. */
  trims: Array<Trim>;
  /** The model year. */
  year: Scalars['Int']['output'];
};

/** A money-back guarantee: the car can be returned within this many days or miles, whichever comes first. */
export type MoneyBackGuarantee = {
  __typename?: 'MoneyBackGuarantee';
  /** Days after purchase. */
  days: Scalars['Int']['output'];
  /** Miles driven after purchase. */
  miles: Scalars['Int']['output'];
};

/** A car's monthly payment under a payment estimate. */
export type MonthlyPayment = {
  __typename?: 'MonthlyPayment';
  /** The loan's APR in percent a year, as estimated. */
  aprPercent: Scalars['Float']['output'];
  /** What is borrowed: the asking price less the down payment and the trade-in value, never below 0. */
  financed: Scalars['Int']['output'];
  /** The monthly payment in whole dollars, rounded up (an estimate should not promise less). */
  monthly: Scalars['Int']['output'];
  /** The loan's term in months, as estimated. */
  termMonths: Scalars['Int']['output'];
};

/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Deletes one of the signed-in consumer's saved searches. */
  deleteSavedSearch: DeleteBookmarkPayload;
  /**
   * Emails the seller of a listing for a shopper (visitor or signed in): the message is stored, then
   * delivered to the seller with the shopper's address to reply to, and a copy goes to the shopper.
   * Once answered it is stored and will be sent, once; a retry with the same `idempotencyKey` answers
   * the same message without sending another. Refused, with a field error: the same email writing
   * about the same car twice in a day (UTC); more than 10 messages from one email in 24 hours; a
   * seller whose `hideEmailForm` is set. A listing not for sale answers NOT_FOUND. At most 10
   * messages per client IP an hour: more answer RATE_LIMITED with `retryAfterSeconds`. The leads
   * service being down or its circuit open answers UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT or
   * UPSTREAM_ERROR with `retryable: true`, and nothing is stored.
   */
  emailSeller: EmailSellerPayload;
  /**
   * Records vehicle pages the signed-in consumer viewed, most recent first: one page just opened, or
   * the browser's list merged on sign-in. Each listing moves to the front of the consumer's
   * recentlyViewed in the order given (the first newest), each listing once; the 20 most recent are
   * kept. Answers the list after. Recording the same list again leaves the same list. From 1 to 20
   * listing ids (digits), none twice, else BAD_USER_INPUT with extensions.field 'listingIds'; a
   * visitor gets UNAUTHENTICATED (their views stay in the browser).
   */
  recordListingViews: Array<Scalars['ID']['output']>;
  /** Removes the signed-in consumer's wallet (removing none is not an error). UNAUTHENTICATED for a visitor. */
  removeWallet: WalletPayload;
  /** Renames one of the signed-in consumer's saved searches. */
  renameSavedSearch: BookmarkPayload;
  /**
   * Reports a listing to the marketplace's reviewers; visitors can report too, and a signed-in
   * consumer's report names them. Stored durably once answered; a retry with the same
   * `idempotencyKey` answers the same report without storing another. A listing that is not for
   * sale answers NOT_FOUND. At most 5 reports per client IP in 15 minutes: more answer RATE_LIMITED
   * with `retryAfterSeconds`. The reports service being down or its circuit open answers
   * UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT or UPSTREAM_ERROR with `retryable: true`.
   */
  reportListing: ReportListingPayload;
  /**
   * Saves a car for the viewer (signed in, or a visitor by their browser's visitor id). A listing id
   * that is not 1 to 15 digits answers BAD_USER_INPUT with extensions.field 'listingId'; a listing not
   * (or no longer) for sale answers NOT_FOUND. A visitor's fourth car answers signInRequired.
   */
  saveListing: SaveListingPayload;
  /**
   * Saves the current search for the signed-in consumer. A search they already saved (the same
   * filters, in any order) answers that saved search as it is, never a second one.
   */
  saveSearch: BookmarkPayload;
  /**
   * Turns email alerts on or off for one of the signed-in consumer's saved searches, and sets how
   * often they come. Alerts turned back on start from now: nothing listed while they were off is sent.
   */
  setSavedSearchAlerts: BookmarkPayload;
  /** Signs in. */
  signIn: AuthPayload;
  /** Signs out: the session is revoked, so its token stops working everywhere. */
  signOut: SignOutPayload;
  /**
   * Creates an account and signs in. An email that already has an account answers a field error on
   * 'email'. Safe to retry with the same idempotencyKey: the retry answers the same user with a
   * session, where a retry without one finds the email taken.
   */
  signUp: AuthPayload;
  /**
   * A logged-out visitor subscribes the current search to email alerts (at most 2 searches). The same
   * search to the same address again answers that subscription, and does not count towards the limit.
   * A signed-in consumer gets FORBIDDEN: they save searches with saveSearch.
   */
  subscribeToSearch: SubscribePayload;
  /** Unsaves a car for the viewer; works whether or not the listing is still for sale. */
  unsaveListing: UnsaveListingPayload;
  /** Saves the viewer's lead profile (a visitor's is kept for this browser and moves to the account on sign-up). */
  updateLeadProfile: LeadProfilePayload;
  /**
   * Saves the signed-in consumer's wallet (every field is replaced; fields left out take their
   * defaults). UNAUTHENTICATED for a visitor, whose wallet their browser keeps.
   */
  updateWallet: WalletPayload;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationDeleteSavedSearchArgs = {
  bookmarkId: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationEmailSellerArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: EmailSellerInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationRecordListingViewsArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  listingIds: Array<Scalars['ID']['input']>;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationRemoveWalletArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationRenameSavedSearchArgs = {
  bookmarkId: Scalars['ID']['input'];
  bookmarkTitle: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationReportListingArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: ReportListingInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationSaveListingArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  listingId: Scalars['ID']['input'];
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationSaveSearchArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SaveSearchInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationSetSavedSearchAlertsArgs = {
  alertsEnabled: Scalars['Boolean']['input'];
  bookmarkId: Scalars['ID']['input'];
  frequency?: InputMaybe<AlertFrequency>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationSignInArgs = {
  input: SignInInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationSignUpArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SignUpInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationSubscribeToSearchArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SubscribeToSearchInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationUnsaveListingArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  listingId: Scalars['ID']['input'];
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationUpdateLeadProfileArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: LeadProfileInput;
};


/**
 * Every change a shopper makes. Writes are durable once answered and safe to retry: send the same
 * `idempotencyKey` (8 to 100 visible ASCII characters, new for each intended change) and a retry
 * answers what the first call did without writing twice. Signed-in mutations answer UNAUTHENTICATED
 * without a valid identity token; someone else's bookmark answers NOT_FOUND. Text with a control
 * character (NUL and the like; a message may keep its tabs and line breaks) is a field error on its
 * field.
 */
export type MutationUpdateWalletArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PaymentEstimateInput;
};

/**
 * A plain-language sentence read into a search: 'awd suv under 30k near atlanta' is AWD/4WD SUVs under
 * $30,000 within 50 miles of Atlanta's ZIP code.
 */
export type NaturalSearch = {
  __typename?: 'NaturalSearch';
  /** Listings the search finds, around the given ZIP code when the sentence names no place. */
  count: Scalars['Int']['output'];
  /** Words that meant nothing to the reader, in order (filler words such as 'with' or 'cars' are skipped silently). */
  ignored: Array<Scalars['String']['output']>;
  /** The search's SRP query parameters (an empty list when nothing was understood). */
  parameters: Array<SearchParameter>;
  /** The sentence as given, trimmed. */
  text: Scalars['String']['output'];
  /** Each phrase understood, in the sentence's order: the chips the page shows for it. */
  understood: Array<UnderstoodPhrase>;
  /** The SRP URL of the search. */
  url: Scalars['String']['output'];
};

/** A dealer or a private seller. */
export type Owner = {
  __typename?: 'Owner';
  /** Where the seller is. */
  address: Address;
  /** Miles from the search ZIP code, when the search had one. */
  distanceFromSearch?: Maybe<Scalars['Float']['output']>;
  /**
   * True when the seller takes no email: the page offers no email form, only a call, and
   * `emailSeller` refuses a message to them.
   */
  hideEmailForm: Scalars['Boolean']['output'];
  /** Services the dealer offers from home (buy online, online paperwork). */
  homeServices: Array<HomeService>;
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
  /** Dealer or private seller. */
  sellerType: SellerType;
  /** Dealer's differentiator tagline, e.g. 'Family owned since 1978'. */
  tagline?: Maybe<Scalars['String']['output']>;
  /** Dealer website. */
  website?: Maybe<Scalars['String']['output']>;
};

/** A shopper's payment estimate (their wallet): what they pay up front, over how long, at what rate. */
export type PaymentEstimateInput = {
  /** The loan's APR in percent a year, 0 to 30. */
  aprPercent?: InputMaybe<Scalars['Float']['input']>;
  /** Dollars paid up front: whole dollars, 0 to 1,000,000. */
  downPayment?: InputMaybe<Scalars['Int']['input']>;
  /** The loan's term in months: 24, 36, 48, 60, 72 or 84. */
  termMonths?: InputMaybe<Scalars['Int']['input']>;
  /** The trade-in's value, paid up front like the down payment: whole dollars, 0 to 1,000,000. */
  tradeInValue?: InputMaybe<Scalars['Int']['input']>;
};

/** A listing in its slot on the page. */
export type PlacedListing = {
  __typename?: 'PlacedListing';
  /** The listing. */
  listing: Listing;
  /** Why the listing is in this slot. */
  placement: Placement;
  /** Zero-based position in its group (for the main group: among this batch, spotlights included). */
  position: Scalars['Int']['output'];
};

/** Where a listing sits on the page and why. */
export type Placement =
  /** A featured spotlight (paid): in a top slot left by premium, or the 24th slot of each block of 30. */
  | 'FEATURED_SPOTLIGHT'
  /** An organic result of the search. */
  | 'MAIN'
  /** A new car shown among a used search (new car boost): at position 6 of the batch, and 22 too when the batch size and the total are at least 75. */
  | 'NEW_CAR_BOOST'
  /** A premium spotlight (paid): in the first three slots of each block of 30 organic results. */
  | 'PREMIUM_SPOTLIGHT'
  /** A listing like the search, shown when its matches plus supplemental listings are at most 25. */
  | 'SIMILAR'
  /** A standard spotlight (paid): in a slot left by premium and featured (the results page asks for 6, only when such a slot is left). */
  | 'STANDARD_SPOTLIGHT'
  /** A listing of the broadened search shown when the search matches fewer than 30 listings. */
  | 'SUPPLEMENTAL';

/** How a shopper would like the seller to answer. */
export type PreferredContact =
  /** By email (the default). */
  | 'EMAIL'
  /** By a phone call: needs a phone number. */
  | 'PHONE'
  /** By text message: needs a phone number. */
  | 'TEXT';

/** A recent drop of a listing's asking price. */
export type PriceDrop = {
  __typename?: 'PriceDrop';
  /** By how much the price went down, in US dollars (the price before the drop minus the current price). */
  amount: Scalars['Int']['output'];
  /** When the price dropped (ISO 8601). */
  at: Scalars['String']['output'];
};

/** A listing's price history: the price it was listed at, then each price change, oldest first. */
export type PriceHistory = {
  __typename?: 'PriceHistory';
  /**
   * Whole days on the market: from listedAt to the inventory's newest listing date (or now, if that is
   * earlier), or to the latest price change if that is later.
   */
  daysOnMarket: Scalars['Int']['output'];
  /** The asking price it was listed at, in US dollars. */
  firstPrice: Scalars['Int']['output'];
  /** When the listing was posted (ISO 8601). */
  listedAt: Scalars['String']['output'];
  /**
   * Every price the listing has had, oldest first: the first price at listedAt, then one point per
   * price change (drop or rise); the last point is the current asking price.
   */
  points: Array<PricePoint>;
};

/** One price of a listing, from a moment on. */
export type PricePoint = {
  __typename?: 'PricePoint';
  /** When the listing took this price (ISO 8601): its listing date for the first point, else the moment of the change. */
  at: Scalars['String']['output'];
  /** This price minus the previous one: negative for a drop, positive for a rise; null for the first point. */
  change?: Maybe<Scalars['Int']['output']>;
  /** The asking price in US dollars. */
  price: Scalars['Int']['output'];
};

/** Price facts of a listing. */
export type PricingDetail = {
  __typename?: 'PricingDetail';
  /** How the asking price compares with comparable listings; null for new vehicles. */
  dealIndicator?: Maybe<DealIndicator>;
  /**
   * The price expected for this car, the reference of dealIndicator: the median asking price of
   * listings of the same model and condition (new, or used and certified alike) whose model year is within one year of this
   * one, adjusted for this car's mileage against their median mileage (by at most 30% of that median).
   */
  expectedPrice: Scalars['Int']['output'];
  /** Manufacturer's suggested retail price of the vehicle when new, in US dollars. */
  msrp?: Maybe<Scalars['Int']['output']>;
  /**
   * The monthly payment of this car under a payment estimate (the shopper's wallet): the asking price
   * less the down payment and the trade-in value is financed over the term at the APR, with the
   * standard amortisation formula (the Monthly Payment filter's, used the other way round). An
   * estimate that breaks a rule is BAD_USER_INPUT naming the field, e.g. extensions.field
   * 'estimate.termMonths'.
   */
  payments: MonthlyPayment;
  /** Asking price minus expectedPrice: negative means below what comparable cars ask. */
  priceDifference: Scalars['Int']['output'];
  /** Asking price in US dollars. */
  salePrice: Scalars['Int']['output'];
};


/** Price facts of a listing. */
export type PricingDetailPaymentsArgs = {
  estimate: PaymentEstimateInput;
};

/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * House ads for the results page's ad slots, one answer per slot asked for, in the order asked. An ad
   * is chosen for the page's targeting (ZIP code, makes, body styles; a creative with no target of a
   * kind matches any), never a creative this browser has already seen as often as its cap allows in the
   * last 24 hours, and not the same creative twice in one answer when another fits. A slot with no
   * fitting creative has ad null: the page collapses it. Each answer is a new decision: its impression
   * and click are counted once each, by the gateway's /ads/impressions and /ads/click/{decisionId}
   * routes. Bad arguments are BAD_USER_INPUT with extensions.field. When the ad server fails, does not
   * answer within 1 second, or its circuit is open, every slot has ad null (ads never fail the page).
   * Null under a brand whose ads are switched off.
   */
  ads?: Maybe<Array<AdSlotFill>>;
  /**
   * The car maker's certified used program, for its details modal: the program's name and maker, its
   * money-back guarantee (14 days or 1,000 miles, whichever comes first), its tiers (Gold Certified:
   * cars up to 6 years old with under 80,000 miles that pass a 172-point inspection) and third-party
   * certification for comparison (the same money-back guarantee, a limited warranty of 30 to 90
   * days). The same content as SearchResults.researchContent.certifiedProgram, without a search,
   * from the same content service: asked several times in one request, it is called once. When the
   * service fails, does not answer within 5 seconds, or its circuit is open (it opens after repeated
   * failures and lets a call through again after 5 minutes), the field is null with an error of code
   * UPSTREAM_ERROR, UPSTREAM_TIMEOUT or UPSTREAM_UNAVAILABLE and extensions.retryable true: the page
   * can ask again later.
   */
  certifiedProgram?: Maybe<CertifiedProgram>;
  /**
   * A listing taken off sale, by its make and model: what the page that replaces its vehicle page
   * names. Null when the id is for sale, was never a listing, or is not 1 to 15 digits.
   */
  expiredListing?: Maybe<ExpiredListing>;
  /**
   * The brand's feature flags as this gateway is configured: what its pages show and what the gateway
   * fetches for it. Other channels read them here to show the same features the web does. Never an
   * error; the same for every caller.
   */
  features: FeatureFlags;
  /** Keyword suggestions as the shopper types (makes, models, body styles, colours, features, fuel types); typo-tolerant. */
  keywordSuggestions: Array<KeywordSuggestion>;
  /** One listing by id, or null if it is not (or no longer) for sale, or the id is not 1 to 15 digits. */
  listing?: Maybe<Listing>;
  /**
   * Several listings by id, for the compare page: one entry per id, in the order given, null where
   * the listing is not (or no longer) for sale or the id is not 1 to 15 digits. At most 5 ids (the
   * compare limit), else BAD_USER_INPUT with extensions.field 'ids'. One call to the listing service
   * answers them all, batched with any other listing the operation asks for.
   */
  listings: Array<Maybe<Listing>>;
  /** Who is asking, with what they have saved. Never fails for a visitor: it answers an empty viewer. */
  me: Viewer;
  /**
   * The trims of a make and model by model year, for the trims modal, the compare-trims table and the
   * model reference section: `years` model years from `startYear` down, newest first, only the years
   * the model was sold in; each with every trim of the catalogue, its national MSRP, engine, EPA
   * figures and equipment, and the lowest, average and highest price of that year's listings of the
   * trim. A make and model the catalogue does not pair (or years it was not sold in) is an empty list,
   * not an error. Bad arguments are BAD_USER_INPUT with extensions.field naming the argument. When the
   * listing service fails, does not answer within 5 seconds, or its circuit is open (it opens after
   * repeated failures and lets a call through again after 5 minutes), the field is an error with the
   * code UPSTREAM_ERROR, UPSTREAM_TIMEOUT or UPSTREAM_UNAVAILABLE and extensions.retryable true: the
   * page can ask again later. Asked several times in one request with the same arguments, the
   * service is called once.
   */
  modelInfo: Array<ModelYearTrims>;
  /**
   * Reads a plain-language sentence into a search, with no outside service: makes, models and trims,
   * body styles and sizes, fuel, drive, transmission, colour, features, condition, seller, history,
   * deal rating, prices ('under 30k', '$20,000-$30,000', 'around 25k'), mileage ('less than 40k
   * miles'), model years ('2019 or newer', '2016-2018'), places (a ZIP code, a large city by name, any
   * US city with its state, 'within 50 miles of'; 50 miles when no radius is given) and vague words at
   * fixed readings ('cheap' is under $15,000, 'low miles' under 30,000, 'newer' the last three years).
   */
  naturalSearch: NaturalSearch;
  /**
   * The safety reference of one model year of a make and model, for the Safety tab of the model
   * reference section: its crash ratings, its safety features (each standard, optional or not
   * available) and its front and rear legroom. The reference is the catalogue's, the same on every
   * call. Null when the catalogue does not pair the make and model, or the model was not sold in that
   * year; that is not an error. Bad arguments are BAD_USER_INPUT with extensions.field naming the
   * argument. When the listing service fails, does not answer within 5 seconds, or its circuit is open
   * (it opens after repeated failures and lets a call through again after 5 minutes), the field is an
   * error with the code UPSTREAM_ERROR, UPSTREAM_TIMEOUT or UPSTREAM_UNAVAILABLE, the message 'Safety
   * information is unavailable right now' and extensions.retryable true: the page can ask again later.
   * Asked several times in one request with the same arguments, the service is called once.
   */
  safetyInfo?: Maybe<SafetyInfo>;
  /**
   * Searches listings: everything the search results page shows, in one query. Give exactly one of
   * `input` (typed) or `queryString` (the SRP URL's query string, as shared links carry it); both
   * answer the same.
   */
  searchListings: SearchResults;
  /**
   * What a shared saved-search link opens: the search's title and filters, never its owner or alert
   * address. Null when the bookmark does not exist or is not the caller's to share.
   */
  sharedSearch?: Maybe<SharedSearch>;
  /** Checks a ZIP code (the zip panel's server lookup). */
  zipLocation: ZipLocation;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryAdsArgs = {
  input: AdRequestInput;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryExpiredListingArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryFeaturesArgs = {
  brand?: InputMaybe<Brand>;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryKeywordSuggestionsArgs = {
  searchRadius?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
  zip?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryModelInfoArgs = {
  makeCode: Scalars['String']['input'];
  modelCode: Scalars['String']['input'];
  startYear?: InputMaybe<Scalars['Int']['input']>;
  years?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryNaturalSearchArgs = {
  brand?: InputMaybe<Brand>;
  searchRadius?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
  zip?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QuerySafetyInfoArgs = {
  makeCode: Scalars['String']['input'];
  modelCode: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QuerySearchListingsArgs = {
  brand?: InputMaybe<Brand>;
  input?: InputMaybe<SearchInput>;
  queryString?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QuerySharedSearchArgs = {
  bookmarkId: Scalars['ID']['input'];
};


/**
 * The search results experience of the marketplace: listing search with filters, counts, placements
 * and links, single listings, keyword suggestions and ZIP code lookups.
 */
export type QueryZipLocationArgs = {
  zip: Scalars['String']['input'];
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
 * The distribution of the search's listings over price, model year and mileage, drawn behind the
 * range filters. Each histogram counts the listings passing every filter of the search except its own
 * panel's (price ignores minPrice and maxPrice, year ignores startYear and endYear, mileage ignores
 * mileage), so it shows what the panel could still choose from.
 */
export type RangeHistograms = {
  __typename?: 'RangeHistograms';
  /** The mileage filter's bands: up to 15,000, 15,001 to 30,000, then to 45,000, 60,000, 75,000, 100,000, 150,000, 200,000, and above 200,000: 9 bars. */
  mileage: Array<HistogramBin>;
  /** Price in bars $2,500 wide from $0 ($0 to $2,499, $2,500 to $4,999 ...) up to $100,000, then one bar of $100,000 and above: 41 bars. */
  price: Array<HistogramBin>;
  /** One bar per model year from 1990 (1990 or older) to 2027 (2027 or newer): 38 bars. */
  year: Array<HistogramBin>;
};

/**
 * A search whose results this browser was shown lately, once per search (its canonical query string).
 * Part of the consumer history.
 */
export type RecentSearch = {
  __typename?: 'RecentSearch';
  /** When it was last shown (ISO 8601). */
  lastSearchedAt: Scalars['String']['output'];
  /** How many cars it found the last time it was shown; null when that was not recorded. */
  resultCount?: Maybe<Scalars['Int']['output']>;
  /** The search named from its filters, as a saved search would be (e.g. 'Used Ford F150 near 30301'). */
  searchName: Scalars['String']['output'];
  /** The path that runs it again: '/cars-for-sale?' followed by searchResultsURL. */
  searchResultsPath: Scalars['String']['output'];
  /** The search's canonical query string (no '?'): the filters it ran with. */
  searchResultsURL: Scalars['String']['output'];
  /** How many times it was shown within the history's 30 days. */
  timesShown: Scalars['Int']['output'];
};

/**
 * A way out of a search with few results: how many listings the search would match with one of its
 * filters removed, every other filter kept.
 */
export type RelaxHint = {
  __typename?: 'RelaxHint';
  /** Listings the search would match without the filter. */
  count: Scalars['Int']['output'];
  /** The SRP query parameters the filter stands for, all removed together (minPrice and maxPrice for the price range, startYear and endYear for the year range, otherwise the one parameter, e.g. makeCode). */
  parameters: Array<Scalars['String']['output']>;
};

/** A shopper's report about a listing, as stored for the marketplace's reviewers. */
export type ReportListingInput = {
  /**
   * What is wrong, in the shopper's words: at most 500 characters once trimmed; required when the
   * reason is OTHER, optional otherwise. Kept for the reviewers only: never shown back, never logged.
   */
  details?: InputMaybe<Scalars['String']['input']>;
  /** The reported listing's id (the digits of its vehicle page's URL). */
  listingId: Scalars['ID']['input'];
  /** Why it is reported. */
  reason: ListingReportReason;
};

/**
 * The answer to reporting a listing: the stored report, or field errors for a user mistake (field
 * 'reason', or 'details' when OTHER has no words or the words are longer than 500 characters).
 */
export type ReportListingPayload = {
  __typename?: 'ReportListingPayload';
  /** User mistakes, by field; empty on success. */
  errors: Array<FieldError>;
  /** The stored report; null when there are errors. */
  report?: Maybe<ListingReport>;
};

/**
 * Research content beside the results: expert reviews and consumer ratings of the searched vehicle,
 * and the certified program. Each part is fetched only when the query asks for it, from its own
 * service; a part whose service fails, or does not answer in time, comes back empty (`[]` or null)
 * without an error, the failure is logged, and the rest of the results are unaffected.
 */
export type ResearchContent = {
  __typename?: 'ResearchContent';
  /**
   * The car maker's certified used program. Present on the CAR_MAKER brand, and on any brand when the
   * search asks for CERTIFIED listings; null otherwise, or when the content service fails.
   */
  certifiedProgram?: Maybe<CertifiedProgram>;
  /**
   * Consumer ratings of the searched vehicle: the first chosen make and model, in the searched model
   * year (startYear equal to endYear), or the current year when no year is given. Present only when the
   * search meets every one of these conditions: a model is chosen; makes and models are not both
   * several; a make is chosen; the year is one year or not given; no trim is chosen; listingType
   * includes neither NEW nor CERTIFIED; sellerType is not private; vehicleStyleCode, driveGroup,
   * engineCode and fuelTypeGroup have one value at most each; minPrice and maxPrice are both given or
   * both not; no mpgRange is chosen. Null otherwise, when the vehicle is not known, or when the ratings
   * service fails.
   */
  consumerRatings?: Maybe<ConsumerRatings>;
  /**
   * Expert reviews of the searched make and model, newest first: of the model year too when one year
   * is searched, and then of the trim when one trim is chosen. Empty unless exactly one make and one
   * model are searched, or when the review service fails.
   */
  expertReviews: Array<ExpertReview>;
};

/** One safety feature of a model year, e.g. Backup camera, STANDARD. */
export type SafetyFeature = {
  __typename?: 'SafetyFeature';
  /** The feature's name, e.g. 'Blind spot monitor'. */
  name: Scalars['String']['output'];
  /** Standard, optional or not available. */
  value: SafetyFeatureValue;
};

/** Whether a model year comes with a safety feature. */
export type SafetyFeatureValue =
  /** Not available on the model year (the reference's 'n/a'). */
  | 'NOT_AVAILABLE'
  /** Optional: it can be ordered, or only some trims have it (the reference's 'opt'). */
  | 'OPTIONAL'
  /** Standard: every trim of the model year has it (the reference's 'std'). */
  | 'STANDARD';

/** The safety reference of one model year of a make and model: crash ratings, safety features and legroom. */
export type SafetyInfo = {
  __typename?: 'SafetyInfo';
  /**
   * The safety features, always these twelve in this order: Antilock brakes, Stability control,
   * Traction control, Side airbags, Curtain airbags, Knee airbags, Backup camera, Blind spot monitor,
   * Lane departure warning, Forward collision warning, Automatic emergency braking, Adaptive cruise
   * control.
   */
  features: Array<SafetyFeature>;
  /**
   * The four government-style crash ratings, in this order: Overall rating, Frontal crash, Side crash,
   * Rollover. Always all four; a rating the model year did not get has stars null ('Not rated').
   */
  ratings: Array<SafetyRating>;
  /**
   * The legroom: Front legroom always, then Rear legroom when the model has a rear seat row (not on
   * two-seaters, cargo vans or regular cabs).
   */
  specifications: Array<SafetySpecification>;
  /** The model year described. */
  year: Scalars['Int']['output'];
};

/** One crash rating of a model year, e.g. Frontal crash, 5 stars. */
export type SafetyRating = {
  __typename?: 'SafetyRating';
  /** What the shopper reads: '1 star', 'N stars' for 2 to 5, or 'Not rated' when stars is null. */
  label: Scalars['String']['output'];
  /** What is rated: Overall rating, Frontal crash, Side crash or Rollover. */
  name: Scalars['String']['output'];
  /**
   * Stars from 1 (worst) to 5 (best); null when the model year was not rated: years before 2011,
   * heavy-duty and commercial vehicles and two-seaters are not rated, and convertibles have no
   * rollover rating.
   */
  stars?: Maybe<Scalars['Int']['output']>;
};

/** A measurement of the model, e.g. Front legroom 41.2 in. */
export type SafetySpecification = {
  __typename?: 'SafetySpecification';
  /** What is measured: Front legroom or Rear legroom. */
  name: Scalars['String']['output'];
  /** The unit: 'in' (inches). */
  unit: Scalars['String']['output'];
  /** The measurement in the unit below, with one decimal. */
  value: Scalars['Float']['output'];
};

/**
 * The answer to saving a car. A visitor at the quick-save maximum (3 cars) is not refused with an
 * error code: signInRequired is true, an error on field 'listingId' says why, and nothing is saved;
 * after signing in, the same call saves it.
 */
export type SaveListingPayload = {
  __typename?: 'SaveListingPayload';
  /** User mistakes, by field; empty on success. */
  errors: Array<FieldError>;
  /** The saved car; null when there are errors. Saving a car already saved answers it again. */
  savedListing?: Maybe<SavedListing>;
  /** The viewer's saved listing ids after the call, newest first. */
  savedListingIds: Array<Scalars['ID']['output']>;
  /** True when a visitor has reached the quick-save maximum and must sign in to save more. */
  signInRequired: Scalars['Boolean']['output'];
};

/** A search to save, as the search results page shows it. */
export type SaveSearchInput = {
  /** How often to check for new matches (default DAILY). */
  alertFrequency?: InputMaybe<AlertFrequency>;
  /** Whether to email new matches (default true). */
  alertsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name to give the search, 1 to 80 characters; the search's own name when omitted. */
  bookmarkTitle?: InputMaybe<Scalars['String']['input']>;
  /**
   * The search results page's query string (with or without '?'); it is stored in its canonical order.
   * It must hold a filter besides the place, the sort and the paging, and be a search the results page
   * accepts; otherwise the payload answers a field error on queryString.
   */
  queryString: Scalars['String']['input'];
};

/**
 * A car the shopper saved (the heart). This is a sibling of Bookmark, which is a saved search: a saved
 * car names one listing, not a set of filters, and has no alerts. Only its owner (the signed-in
 * consumer, or the visitor whose browser saved it) can read or unsave it. When a visitor signs up or in,
 * the cars they saved in that browser become the account's.
 */
export type SavedListing = {
  __typename?: 'SavedListing';
  /** False when the listing is no longer for sale (sold or removed): the saved page shows it as no longer available. */
  available: Scalars['Boolean']['output'];
  /** The listing as it is now (its current price and photos); null when it is no longer for sale. */
  listing?: Maybe<Listing>;
  /** The saved listing's id (the vehicle page is /cars-for-sale/vehicle/{listingId}). */
  listingId: Scalars['ID']['output'];
  /** The asking price when it was saved, in whole dollars; null if it had none. */
  priceWhenSaved?: Maybe<Scalars['Int']['output']>;
  /** When the car was saved (ISO 8601). */
  savedAt: Scalars['String']['output'];
  /** The car's title when it was saved, kept so a car no longer for sale can still be named. */
  title: Scalars['String']['output'];
};

/**
 * What a shopper is searching for. Every field mirrors the query parameter of the same name in the
 * SRP URL (`/cars-for-sale?makeCode=FORD&zip=30301`); omitted fields do not filter. List fields match
 * listings with any of their values, except featureCode, vehicleHistoryType, homeServices and
 * mpgRange, which match listings with all of them. A value that breaks a rule stated on a field is
 * refused with BAD_USER_INPUT, whose `extensions.field` names the field; values a rule drops are
 * listed in `request.dropped`.
 */
export type SearchInput = {
  /** Accepted and passed to the listing search, but it does not lift the USED default yet: to search every condition, give every listingType. */
  allListingType?: InputMaybe<Scalars['Boolean']['input']>;
  /** Body style subtypes of any body style. */
  bodyStyleSubtypeCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** City of the search location. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Only great prices, or good and great prices. */
  dealType?: InputMaybe<DealType>;
  /** Designated market area code (Nielsen DMA, e.g. 501 New York): sellers within 40 miles of the market's metro centres. An unknown code is refused. */
  dma?: InputMaybe<Scalars['String']['input']>;
  /** Door counts, e.g. 4DOOR. */
  doorCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Drive groups: AWD4WD, FWD, RWD. */
  driveGroup?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Electric range groups of electric and plug-in hybrid cars: '0-99', '100-199', '200-299', or '300-' (300 miles or more). */
  electricMileRange?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Newest model year; refused when before startYear. */
  endYear?: InputMaybe<Scalars['Int']['input']>;
  /** Engine codes, e.g. 4CYL, 6CYL, ELECTRIC. */
  engineCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Engine displacements, e.g. '2.0L'. */
  engineDisplacement?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Listing ids to leave out. Sent only when 1 to 25 are given; with more than 25, none is sent and all are listed in request.dropped. */
  excludedListingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Experience of the page. */
  experience?: InputMaybe<Experience>;
  /** Exterior colours, e.g. BLACK, WHITE. */
  extColorSimple?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Feature codes; 1306 is third-row seating. A listing must have every chosen feature. */
  featureCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Zero-based offset of the first listing to return, 0 to 10,000. */
  firstRecord?: InputMaybe<Scalars['Int']['input']>;
  /** Fuel types. */
  fuelTypeGroup?: InputMaybe<Array<FuelType>>;
  /** Dealer home services. */
  homeServices?: InputMaybe<Array<HomeService>>;
  /** Interior colours. */
  intColorSimple?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The search comes from a sponsorship placement; carried in the URL, and cleared with showcaseOwnerId when the shopper removes the sponsor's chip. */
  isSponsorship?: InputMaybe<Scalars['Boolean']['input']>;
  /** Conditions. With none, USED is searched, except on the CAR_MAKER brand, which then searches every condition. */
  listingType?: InputMaybe<Array<ListingType>>;
  /** Make codes, e.g. FORD, TOYOTA, CHEV. At most 5: the first 5 are searched, the others dropped and listed in request.dropped. */
  makeCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Append the wider market after the local results. */
  marketExtension?: InputMaybe<MarketExtension>;
  /** Highest price in US dollars, 0 to 10,000,000; refused when below minPrice ('Max price must be greater than Min price.'). */
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Highest mileage, e.g. 50000; refused when negative. */
  mileage?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest price in US dollars, 0 to 10,000,000. */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Model codes, e.g. F150PICKUP, CAMRY. */
  modelCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Fuel economy thresholds, e.g. '30-MPG' (30 mpg highway or more). */
  mpgRange?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many listings to return, 1 to 100; the SRP loads batches of 30. */
  numRecords?: InputMaybe<Scalars['Int']['input']>;
  /** Option packages, e.g. 'Technology Package'; a listing with any of them matches. */
  packages?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Radius around the ZIP code in whole miles, at most 100: 0 searches nationwide, 100 or more searches 100, and none searches 100. Refused when negative. */
  searchRadius?: InputMaybe<Scalars['Int']['input']>;
  /** Sedan types. */
  sedanSubtypeCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Dealer or private seller. */
  sellerType?: InputMaybe<SellerType>;
  /** Series codes (e.g. the F-Series). */
  seriesCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A sponsor's inventory (its owner id, digits): the results, the spotlights and the new car boost are narrowed to that owner's listings. In a query string only the first showcaseOwnerId is kept; a value that is not digits is dropped (see request.dropped). */
  showcaseOwnerId?: InputMaybe<Scalars['ID']['input']>;
  /** Order of the results. */
  sortBy?: InputMaybe<SortOption>;
  /** Oldest model year. */
  startYear?: InputMaybe<Scalars['Int']['input']>;
  /** State of the search location (two letters). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** SUV types. */
  suvSubtypeCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Transmissions: AUTO, MAN, CVT. */
  transmissionCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Trim codes as 'model|trim' or 'make|trim', e.g. 'CAMRY|LE'. A trim is kept only when the part before '|' is one of the chosen models or makes; otherwise it is dropped and listed in request.dropped (with no make or model chosen, every trim is). */
  trimCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Truck bed length groups: SHORT, STANDARD, LONG. */
  truckBedLength?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Truck cab styles as makers name them, e.g. SUPERCREW, CREWMAX, QUAD_CAB; the truckCabSize filter group's options give the styles of each cab size (`codes`). */
  truckCabSize?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Van types. */
  vanSubtypeCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** true: only listings of dealers offering the money back guarantee (sent as vehicleExchange=true). false is the same as not set. */
  vehicleExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /** Vehicle history: e.g. ONE_OWNER, CLEAN_TITLE, NO_ACCIDENTS. */
  vehicleHistoryType?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Body styles, e.g. SUVCROSS, SEDAN, TRUCKS, VANMV. */
  vehicleStyleCode?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Personal or commercial vehicles. */
  vehicleUseType?: InputMaybe<Array<VehicleUseType>>;
  /** ZIP code the search is centred on: 5 digits, or a ZIP+4 ('30301-1234' or '303011234'), which searches its first 5 digits. Anything else is refused. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** One query parameter of the normalised search. */
export type SearchParameter = {
  __typename?: 'SearchParameter';
  /** The SRP query parameter, e.g. makeCode. */
  name: Scalars['String']['output'];
  /** Its values, in order. */
  values: Array<Scalars['String']['output']>;
};

/**
 * The search as it was run, after the normalisation rules: legacy names folded (makeCode1-3 and
 * makeCodeList into makeCode, modelCode1-3 and modelCodeList into modelCode, trimCodeList into
 * trimCode), mmt removed, non-numeric numbers dropped, the radius capped at 100 (100 when none), the
 * ZIP code cut to 5 characters and dropped unless 5 digits, only the first showcaseOwnerId, at most 5
 * makes, trims of other makes and models dropped, excludedListingIds only for 1 to 25, vehicleExchange
 * as 'true', and listingType USED when none is given (not on the CAR_MAKER brand).
 */
export type SearchRequest = {
  __typename?: 'SearchRequest';
  /** Brand the search was run for. */
  brand: Brand;
  /** Values the rules dropped, each with its reason: a non-numeric number, a ZIP code that is not 5 digits, showcaseOwnerId values after the first or not digits, makes after the fifth, trims of other makes and models, excluded ids beyond 25, vehicleExchange values other than true, unknown listing types. Rewritten values (the capped radius, a ZIP+4 cut to 5) are not listed. */
  dropped: Array<DroppedParameter>;
  /** Every parameter that was sent to the search, with its values. */
  parameters: Array<SearchParameter>;
  /**
   * The canonical SRP query string of the search, without paging: one name=value pair per value, names
   * and then values sorted in character-code order, repeats and `mmt` removed, percent-encoded (a space
   * is %20). The SRP answers 301 to this spelling when asked with any other; links use it.
   */
  queryString: Scalars['String']['output'];
  /** The SRP URL of this search: /cars-for-sale?{queryString}, or /cars-for-sale for an empty one. */
  url: Scalars['String']['output'];
};

/** The listings, counts, filters and links of one search results page. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /**
   * The alpha showcase of the search's market: null without a ZIP code, when no sponsor covers it, when
   * the search is already a sponsorship (isSponsorship or showcaseOwnerId set), on a later batch, under a
   * brand whose showcase is off, or when the ad server or the listing service fails (never an error).
   */
  alphaShowcase?: Maybe<AlphaShowcase>;
  /** The breadcrumb trail, home first; see BreadcrumbKind for the order and which crumbs appear. */
  breadcrumbs: Array<Breadcrumb>;
  /** Crawlable model-year and trim links. */
  crawlLinks: CrawlLinks;
  /** Every filter panel with its options and disjunctive counts. */
  filterGroups: Array<FilterGroup>;
  /** Zero-based offset of this batch. */
  firstRecord: Scalars['Int']['output'];
  /** Great-price listings of the same search nationwide (searchRadius 0, dealType greatprice); null when the count is unavailable. */
  greatPriceCount?: Maybe<Scalars['Int']['output']>;
  /**
   * Vehicle-highlight listings of the search (10 asked for): viewed often lately, each with its
   * vehicleHighlight. The page's peekaboo shows them when there are more than 3. Empty on a later batch,
   * under a brand whose spotlights are off, or when the listing service fails.
   */
  highlights: Array<Listing>;
  /** Price, year and mileage histograms of the search for the range filters; null when the listing search did not send them. */
  histograms?: Maybe<RangeHistograms>;
  /** Names of query parameters the search did not recognise, or whose values a rule dropped (see request.dropped); they were ignored. The SRP shows 'Update filter criteria to see more results' when any is listed. */
  invalidQueryParams: Array<Scalars['String']['output']>;
  /** Whether this batch reaches the end of the results: firstRecord plus its listings is at least totalResultCount. */
  lastPage: Scalars['Boolean']['output'];
  /** This batch of organic results, in the requested order. */
  listings: Array<Listing>;
  /** Of totalResultCount, how many are in the wider market (marketExtension=include). */
  marketExtensionCount: Scalars['Int']['output'];
  /** Mileage comparison of the chosen model; null unless exactly one model is searched. */
  mileageStats?: Maybe<MileageStats>;
  /** Batch size asked for. */
  numRecords: Scalars['Int']['output'];
  /**
   * Option packages of the chosen model (and trim), for the packages panel; empty unless one model is
   * searched, and empty when the listing service fails or its circuit is open. When it does not answer
   * within 5 seconds the field is null with an error of its own: the message 'Request timed out', the
   * code UPSTREAM_TIMEOUT and extensions.retryable true; the rest of the results stand.
   */
  packageNames?: Maybe<Array<Scalars['String']['output']>>;
  /** The SRP page of this batch: floor(firstRecord / 30) + 1 (the batch's spotlights are that page's). */
  page: Scalars['Int']['output'];
  /**
   * When the search matches fewer than 5 listings: one hint per shopper filter (makes, models and the
   * other filter panels, price range, year range, mileage, radius, city, state), with how many listings
   * the search would match without it, most first (ties by filter name). Filters the shopper did not
   * choose (an experience, a showcase, a DMA) get none. Empty from 5 matches up.
   */
  relaxHints: Array<RelaxHint>;
  /** The search as run: normalised parameters, canonical query string, dropped values. */
  request: SearchRequest;
  /** Research content about the searched vehicle: expert reviews, consumer ratings, the certified program. Each part is fetched only when asked for. */
  researchContent: ResearchContent;
  /**
   * This batch as shown: the organic results with spotlights and new car boosts in their slots. The
   * organic results come in blocks of 30 from the first result of the search; in each block the first
   * three cards are premium slots (premium, else featured, else standard spotlight) and the 24th card
   * is a featured (else standard) slot; a slot without a spotlight goes to the next organic listing. New
   * car boosts go at position 6, and at 22 too when numRecords and the total are at least 75. Nothing is
   * placed after the last organic listing, so an empty batch is empty. A spotlight already among the
   * batch's organic results is not repeated. Each batch's placements are chosen for that batch alone,
   * so a later batch may place a car an earlier batch showed: a client that joins batches leaves such
   * a placed slot out (organic listings always stay).
   */
  results: Array<PlacedListing>;
  /** Up to 20 listings like the search (same model first, model year within 2, price within 25%, within the search's radius up to 100 miles), without those already shown. Only on the first batch when totalResultCount plus the supplemental listings are at most 25; empty otherwise. */
  similar: Array<PlacedListing>;
  /** Spread of price and year across all matches. */
  stats: SearchStats;
  /** Up to 100 listings of a broadened search (the same make, model, body style, condition and ZIP code, nationwide, nearest first), without those already shown. Only on the first batch of a search matching fewer than 30 listings; empty otherwise. */
  supplemental: Array<PlacedListing>;
  /** How many listings match the search in total (the 'N Matches' heading). */
  totalResultCount: Scalars['Int']['output'];
  /**
   * Choices of the year filter's Min Year and Max Year: Any first, then years newest first. For a
   * NEW-only search, the four model years starting two years before the current year (2024 to 2027 in
   * 2026); for any other, every model year from next year's down to 1990. They do not depend on the
   * matches, so choosing a year never takes the other years away.
   */
  yearOptions: Array<YearOption>;
};

/** Price and year spread of everything that matched, for the range filters. */
export type SearchStats = {
  __typename?: 'SearchStats';
  /** Lowest and highest price among the matches; null when nothing matched. */
  price?: Maybe<Range>;
  /** Oldest and newest model year among the matches; null when nothing matched. */
  year?: Maybe<Range>;
};

/** A message on its way to a seller. */
export type SellerLead = {
  __typename?: 'SellerLead';
  /** When it was stored (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Opaque id of the message. */
  id: Scalars['ID']['output'];
  /** The listing it is about. */
  listingId: Scalars['ID']['output'];
  /** The seller it goes to. */
  ownerName: Scalars['String']['output'];
};

/** Who sells the car (the `sellerType` parameter). */
export type SellerType =
  /** A dealership (`d`). */
  | 'd'
  /** A private seller (`p`): the listing shows Make Offer instead of the email call to action. */
  | 'p';

/** A saved search as a share link shows it. */
export type SharedSearch = {
  __typename?: 'SharedSearch';
  /** The bookmark's id. */
  bookmarkId: Scalars['ID']['output'];
  /** The search's title. */
  bookmarkTitle: Scalars['String']['output'];
  /** The path that opens the search. */
  searchResultsPath: Scalars['String']['output'];
  /** The search results page's query string (no '?'). */
  searchResultsURL: Scalars['String']['output'];
};

/** How the alpha showcase presents its dealer. */
export type ShowcaseView =
  /** The dealer has listings matching the search exactly: up to 12 of them. */
  | 'INVENTORY'
  /** The dealer has none matching: the dealer and 2 of its listings. */
  | 'OWNER';

/** Sign-in details. */
export type SignInInput = {
  /** The account's email address. */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** The answer to signing out. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** True when a session was open and is now revoked; signing out twice is not an error. */
  signedOut: Scalars['Boolean']['output'];
};

/** Sign-up details. */
export type SignUpInput = {
  /** Email address to sign in with; at most 254 characters. */
  email: Scalars['String']['input'];
  /** Optional first name, at most 60 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Optional last name, at most 60 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** At least 8 and at most 128 characters. */
  password: Scalars['String']['input'];
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

/**
 * The answer to a visitor's subscription. A visitor has at most 2 saved searches: the third answers
 * an error on field 'email' with 'You have a maximum of 2 searches saved.' and limitReached true.
 */
export type SubscribePayload = {
  __typename?: 'SubscribePayload';
  /** The saved search; null when there are errors (and for a dropped bot). */
  bookmark?: Maybe<Bookmark>;
  /** User mistakes, by field; empty on success. */
  errors: Array<FieldError>;
  /** True when the visitor has reached the 2-search limit and needs a free account for more. */
  limitReached: Scalars['Boolean']['output'];
  /** True when the subscription is saved (and for a dropped bot, which is not told). */
  subscribed: Scalars['Boolean']['output'];
};

/** A logged-out visitor's email subscription to a search. */
export type SubscribeToSearchInput = {
  /** How often to check for new matches (default DAILY). */
  alertFrequency?: InputMaybe<AlertFrequency>;
  /** Where alerts go: required, a valid address, at most 45 characters. */
  email: Scalars['String']['input'];
  /** A field the form hides from people: anything in it marks a bot, whose subscription is silently dropped. */
  honeypot?: InputMaybe<Scalars['String']['input']>;
  /**
   * The search results page's query string to subscribe to: it must hold a filter besides the place, the
   * sort and the paging, and be a search the results page accepts; otherwise a field error on queryString.
   */
  queryString: Scalars['String']['input'];
};

/** Third-party certification (listing type THIRD_PARTY_CERTIFIED), as the program details modal compares it. */
export type ThirdPartyCertification = {
  __typename?: 'ThirdPartyCertification';
  /** Longest limited warranty, in days. */
  limitedWarrantyMaxDays: Scalars['Int']['output'];
  /** Shortest limited warranty, in days. */
  limitedWarrantyMinDays: Scalars['Int']['output'];
  /** The third-party money-back guarantee. */
  moneyBackGuarantee: MoneyBackGuarantee;
};

/**
 * A trade-in the shopper counts on: the value of the car they will hand over, as their account's
 * wallet holds it. A visitor's wallet is kept by their browser only, so a visitor has none here.
 */
export type TradeIn = {
  __typename?: 'TradeIn';
  /** When the wallet holding it was last saved (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Its value in whole dollars, more than 0. */
  value: Scalars['Int']['output'];
};

/**
 * A trim of a model year: the catalogue's facts (national MSRP, engine, EPA figures, standard
 * equipment, a picture) and the prices of the listings of that make, model, trim and year for sale now.
 */
export type Trim = {
  __typename?: 'Trim';
  /** The make's name, e.g. Ford. */
  atcMake: Scalars['String']['output'];
  /** The make's code, e.g. FORD. */
  atcMakeCode: Scalars['String']['output'];
  /** The model's name, e.g. F-150. */
  atcModel: Scalars['String']['output'];
  /** The model's code, e.g. F150PICKUP. */
  atcModelCode: Scalars['String']['output'];
  /** The average sale price of the trim's listings of the year, rounded to the dollar; null without listings. */
  avgPrice?: Maybe<Scalars['Int']['output']>;
  /** The body style's label, e.g. Truck or SUV / Crossover. */
  bodyStyle: Scalars['String']['output'];
  /** The engine, e.g. '2.7L V6 Twin-Turbo' or 'Dual Motor Electric'. */
  engineType: Scalars['String']['output'];
  /** EPA city mileage in miles per gallon; null for an electric or plug-in hybrid trim (see epaMpgeCity). */
  epaCity?: Maybe<Scalars['Int']['output']>;
  /** EPA highway mileage in miles per gallon; null for an electric or plug-in hybrid trim (see epaMpgeHwy). */
  epaHwy?: Maybe<Scalars['Int']['output']>;
  /** EPA city figure in miles per gallon equivalent (MPGe) of an electric or plug-in hybrid trim; null for any other. */
  epaMpgeCity?: Maybe<Scalars['Int']['output']>;
  /** EPA highway figure in miles per gallon equivalent (MPGe) of an electric or plug-in hybrid trim; null for any other. */
  epaMpgeHwy?: Maybe<Scalars['Int']['output']>;
  /** The fuel type's label: Gasoline, Diesel, Hybrid, Plug-in Hybrid, Electric, Hydrogen or Alternative. */
  fuelType: Scalars['String']['output'];
  /** A picture of the trim (its model's body style), a path on this site under /images/. */
  imagePath: Scalars['String']['output'];
  /** How many listings of this make, model, trim and year are for sale; the three prices are theirs. */
  listingCount: Scalars['Int']['output'];
  /** The highest sale price of the trim's listings of the year, in whole US dollars; null without listings. */
  maxPrice?: Maybe<Scalars['Int']['output']>;
  /** The manufacturer's suggested retail price of the trim nationally, in whole US dollars. */
  nationalMSRP: Scalars['Int']['output'];
  /** The trim's standard equipment. */
  specs: TrimSpecs;
  /** The lowest sale price of the trim's listings of the year, in whole US dollars; null without listings. */
  startingPrice?: Maybe<Scalars['Int']['output']>;
  /** The trim's code, as the trimCode filter spells it with the model code, e.g. XLT. */
  trimCode: Scalars['String']['output'];
  /** The trim's full name, e.g. 'Lariat'. */
  trimName: Scalars['String']['output'];
  /** The reference vehicle of the make, model and year in the research content (what consumer ratings are of); null when there is none. */
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

/** A trim's standard equipment: true when the trim comes with the feature. */
export type TrimSpecs = {
  __typename?: 'TrimSpecs';
  /** An alarm system. */
  alarmSystem: Scalars['Boolean']['output'];
  /** Bluetooth phone connection. */
  bluetooth: Scalars['Boolean']['output'];
  /** Heated front seats. */
  heatedSeats: Scalars['Boolean']['output'];
  /** Lane departure warning. */
  laneDeparture: Scalars['Boolean']['output'];
  /** Leather seats. */
  leatherSeats: Scalars['Boolean']['output'];
  /** A navigation system. */
  navigation: Scalars['Boolean']['output'];
  /** A rearview (backup) camera. */
  rearviewCamera: Scalars['Boolean']['output'];
  /** Remote engine start. */
  remoteStart: Scalars['Boolean']['output'];
  /** A sunroof or moonroof. */
  sunroof: Scalars['Boolean']['output'];
};

/** One phrase of a plain-language sentence and what it was read as. */
export type UnderstoodPhrase = {
  __typename?: 'UnderstoodPhrase';
  /** What the page shows for it, e.g. 'Under $30,000' or 'Atlanta, GA'. */
  label: Scalars['String']['output'];
  /** The SRP query parameters it set. */
  parameters: Array<SearchParameter>;
  /** The phrase's words, lower case and without punctuation, e.g. 'under 30k'. */
  text: Scalars['String']['output'];
};

/** The answer to unsaving a car. */
export type UnsaveListingPayload = {
  __typename?: 'UnsaveListingPayload';
  /** The listing id given. */
  listingId: Scalars['ID']['output'];
  /** The viewer's saved listing ids after the call, newest first. */
  savedListingIds: Array<Scalars['ID']['output']>;
  /** True when the car was saved and now is not; unsaving a car that is not saved is not an error. */
  unsaved: Scalars['Boolean']['output'];
};

/**
 * Why a listing is urgent, strongest first: a listing carries at most one reason, the first that
 * holds in this order (PRICE_REDUCED, INCENTIVES, NEWLY_LISTED, WARRANTY, RETURN). The results page
 * labels a card with it; a listing without one and with more than 3 views over the last 7 days is
 * labelled 'Act Quick!' instead.
 */
export type UrgencyDriverType =
  /** The dealer offers its own incentive on this car. Labelled with urgencyDriverValue. */
  | 'DEALER_INCENTIVE'
  /** A new car priced at least 5% under its MSRP; urgencyDriverValue says by how much, e.g. '$2,150 Below MSRP'. */
  | 'INCENTIVES'
  /** Listed within the last 7 days of the inventory's newest listing. Labelled 'Newly Listed'. */
  | 'NEWLY_LISTED'
  /** Its asking price went down in the last 30 days: its latest price change was a drop and the price has not moved since (a great price alone is not a reduction). Labelled 'Reduced Price!'; urgencyDriverValue says by how much, e.g. '$1,200 Price Drop'. */
  | 'PRICE_REDUCED'
  /** Its dealer offers a money back guarantee (a return policy). Labelled 'Money Back Guarantee'. */
  | 'RETURN'
  /** Viewed more than 3 times over the last 7 days (only the vehicle-highlight spotlights say so). Labelled 'Act Quick!'. */
  | 'VIEW_COUNT'
  /** A certified car (CERTIFIED or THIRD_PARTY_CERTIFIED), which comes with its program's warranty. Labelled 'Certified Warranty'. */
  | 'WARRANTY';

/** A signed-in consumer's account. */
export type User = {
  __typename?: 'User';
  /** The address the consumer signs in with. */
  email: Scalars['String']['output'];
  /** First name, or null. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** Last name, or null. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** Exterior and interior colours. */
export type VehicleColor = {
  __typename?: 'VehicleColor';
  /** Simple exterior colour, e.g. White. */
  exteriorColorSimple: Scalars['String']['output'];
  /** Simple interior colour, e.g. Black. */
  interiorColorSimple: Scalars['String']['output'];
};

/** A listing's urgency reason: what makes it worth acting on now. */
export type VehicleHighlight = {
  __typename?: 'VehicleHighlight';
  /** The reason (see UrgencyDriverType for the rule of each). */
  urgencyDriverType: UrgencyDriverType;
  /** The reason in the listing service's words, e.g. '$1,200 Price Drop', '$2,150 Below MSRP', 'Newly Listed'. */
  urgencyDriverValue: Scalars['String']['output'];
};

/** What the vehicle is used for (the `vehicleUseType` parameter). */
export type VehicleUseType =
  /** Commercial vehicles (work vans, chassis cabs, fleet trucks). */
  | 'COMMERCIAL'
  /** Personal vehicles. */
  | 'PERSONAL';

/** Who is asking: a signed-in consumer, or a logged-out visitor (user is null). */
export type Viewer = {
  __typename?: 'Viewer';
  /**
   * The viewer's consumer history: recent searches, viewed cars, lead candidates and trade-ins. Only
   * ever the asking browser's and account's own. Null, with an UPSTREAM_* error, when the events
   * service cannot answer (the rest of `me` still answers).
   */
  history?: Maybe<ConsumerHistory>;
  /** The lead profile the viewer typed; empty fields when none was saved. */
  leadProfile: LeadProfile;
  /**
   * The signed-in consumer's recently viewed vehicle pages, as listing ids, most recent first: each
   * listing once, at most 20 (the oldest drops off). Empty for a visitor, whose views only the browser
   * keeps. A listing no longer for sale stays in the list; listings(ids) answers null for it.
   */
  recentlyViewed: Array<Scalars['ID']['output']>;
  /** How many more cars a visitor can save before needing to sign in (the quick-save maximum is 3); null once signed in. */
  remainingQuickSaves?: Maybe<Scalars['Int']['output']>;
  /** How many more searches a visitor can subscribe before needing an account (null once signed in). */
  remainingVisitorSubscriptions?: Maybe<Scalars['Int']['output']>;
  /**
   * The ids of the cars the viewer saved (the heart on a card and on the vehicle page), newest first.
   * A visitor's are kept under their browser's visitor id, at most 3 of them (the quick-save maximum);
   * a signed-in consumer's have no limit. The web client reads every heart's state from this list.
   */
  savedListingIds: Array<Scalars['ID']['output']>;
  /** The cars the viewer saved, newest first, each with its current listing (null once it is no longer for sale). */
  savedListings: Array<SavedListing>;
  /** One of the viewer's saved searches, or null if it is not found or not theirs. */
  savedSearch?: Maybe<Bookmark>;
  /** How many searches the viewer has saved (a visitor's subscriptions included). */
  savedSearchCount: Scalars['Int']['output'];
  /** The viewer's saved searches, newest first. */
  savedSearches: Array<Bookmark>;
  /** True when a consumer is signed in. */
  signedIn: Scalars['Boolean']['output'];
  /** The signed-in consumer, or null for a visitor. */
  user?: Maybe<User>;
  /**
   * The signed-in consumer's wallet, kept in their account; null for a visitor (whose wallet only their
   * browser keeps) and for a consumer who has not set one.
   */
  wallet?: Maybe<Wallet>;
};


/** Who is asking: a signed-in consumer, or a logged-out visitor (user is null). */
export type ViewerSavedSearchArgs = {
  bookmarkId: Scalars['ID']['input'];
};

/**
 * A shopper's wallet: the payment estimate every card and vehicle page shows its monthly payment with
 * (PricingDetail.payments, computed with the Monthly Payment filter's formula).
 */
export type Wallet = {
  __typename?: 'Wallet';
  /** The loan's APR in percent a year, 0 to 30, at most two decimals. */
  aprPercent: Scalars['Float']['output'];
  /** Dollars paid up front: whole dollars, 0 to 1,000,000. */
  downPayment: Scalars['Int']['output'];
  /** The loan's term in months: 24, 36, 48, 60, 72 or 84. */
  termMonths: Scalars['Int']['output'];
  /** The trade-in's value, paid up front like the down payment: whole dollars, 0 to 1,000,000. */
  tradeInValue: Scalars['Int']['output'];
  /** When it was last saved (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** The answer to saving or removing the wallet. */
export type WalletPayload = {
  __typename?: 'WalletPayload';
  /** User mistakes, by field (downPayment, tradeInValue, termMonths, aprPercent); empty on success. */
  errors: Array<FieldError>;
  /** The wallet as saved; null when there are errors or it was removed. */
  wallet?: Maybe<Wallet>;
};

/** Mileage of one model year of the model. */
export type YearMileage = {
  __typename?: 'YearMileage';
  /** Average miles of the model's cars of that year. */
  averageMiles: Scalars['Int']['output'];
  /** How many cars. */
  count: Scalars['Int']['output'];
  /** Model year. */
  year: Scalars['Int']['output'];
};

/** A choice of the year panel. */
export type YearOption = {
  __typename?: 'YearOption';
  /** What the shopper reads: a year, or Any. */
  label: Scalars['String']['output'];
  /** The startYear/endYear value; empty for Any (no year limit). */
  value: Scalars['String']['output'];
};

/** The result of a ZIP code lookup. */
export type ZipLocation = {
  __typename?: 'ZipLocation';
  /** City of the ZIP code, when valid. */
  city?: Maybe<Scalars['String']['output']>;
  /** State of the ZIP code, when valid. */
  state?: Maybe<Scalars['String']['output']>;
  /** Whether it is a known US ZIP code: 5 digits that the ZIP lookup knows. Anything else is false, never an error; the SRP's location panel then shows 'Enter a valid ZIP Code' and applies nothing. */
  valid: Scalars['Boolean']['output'];
  /** The ZIP code asked about. */
  zip: Scalars['String']['output'];
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
  Ad: ResolverTypeWrapper<Ad>;
  AdRequestInput: AdRequestInput;
  AdSlotFill: ResolverTypeWrapper<AdSlotFill>;
  AdSlotInput: AdSlotInput;
  AdSlotKind: AdSlotKind;
  Address: ResolverTypeWrapper<Address>;
  AlertFrequency: AlertFrequency;
  AlphaShowcase: ResolverTypeWrapper<AlphaShowcaseModel>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Bookmark: ResolverTypeWrapper<SearchBookmark>;
  BookmarkPayload: ResolverTypeWrapper<Omit<BookmarkPayload, 'bookmark'> & { bookmark?: Maybe<ResolversTypes['Bookmark']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandCode>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  BreadcrumbKind: BreadcrumbKind;
  CertifiedProgram: ResolverTypeWrapper<CertifiedContent>;
  CertifiedTier: ResolverTypeWrapper<CertifiedTier>;
  ConsumerHistory: ResolverTypeWrapper<ConsumerHistoryModel>;
  ConsumerRating: ResolverTypeWrapper<ConsumerRating>;
  ConsumerRatings: ResolverTypeWrapper<ConsumerRatingsModel>;
  CrawlLink: ResolverTypeWrapper<CrawlLink>;
  CrawlLinks: ResolverTypeWrapper<CrawlLinks>;
  DealExplanation: ResolverTypeWrapper<DealExplanation>;
  DealIndicator: DealIndicator;
  DealType: DealType;
  DealerDifference: ResolverTypeWrapper<Omit<DealerDifference, 'listingType'> & { listingType: ResolversTypes['ListingType'] }>;
  DealerDifferenceImage: ResolverTypeWrapper<DealerDifferenceImage>;
  DeleteBookmarkPayload: ResolverTypeWrapper<DeleteBookmarkPayload>;
  DroppedParameter: ResolverTypeWrapper<DroppedParameter>;
  EmailSellerInput: EmailSellerInput;
  EmailSellerPayload: ResolverTypeWrapper<EmailSellerPayload>;
  Experience: ResolverTypeWrapper<ExperienceValue>;
  ExpertReview: ResolverTypeWrapper<ExpertReviewPost>;
  ExpiredListing: ResolverTypeWrapper<ExpiredListing>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FilterGroup: ResolverTypeWrapper<Omit<FilterGroup, 'options'> & { options: Array<ResolversTypes['FilterOption']> }>;
  FilterOption: ResolverTypeWrapper<FilterOptionModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FuelType: FuelType;
  HistogramBin: ResolverTypeWrapper<HistogramBin>;
  HomeService: HomeService;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KeywordSuggestion: ResolverTypeWrapper<KeywordSuggestion>;
  LeadCandidate: ResolverTypeWrapper<HistoryListing>;
  LeadProfile: ResolverTypeWrapper<LeadProfile>;
  LeadProfileInput: LeadProfileInput;
  LeadProfilePayload: ResolverTypeWrapper<LeadProfilePayload>;
  Listing: ResolverTypeWrapper<LscListing>;
  ListingReport: ResolverTypeWrapper<ListingReport>;
  ListingReportReason: ListingReportReason;
  ListingType: ResolverTypeWrapper<ListingTypeValue>;
  MarketExtension: MarketExtension;
  MileageStats: ResolverTypeWrapper<MileageComparison>;
  MileageThreshold: ResolverTypeWrapper<MileageThreshold>;
  ModelYearTrims: ResolverTypeWrapper<ModelYearTrims>;
  MoneyBackGuarantee: ResolverTypeWrapper<MoneyBackGuarantee>;
  MonthlyPayment: ResolverTypeWrapper<MonthlyPayment>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NaturalSearch: ResolverTypeWrapper<NaturalSearch>;
  Owner: ResolverTypeWrapper<LscOwner>;
  PaymentEstimateInput: PaymentEstimateInput;
  PlacedListing: ResolverTypeWrapper<PlacedListingModel>;
  Placement: Placement;
  PreferredContact: PreferredContact;
  PriceDrop: ResolverTypeWrapper<PriceDrop>;
  PriceHistory: ResolverTypeWrapper<PriceHistory>;
  PricePoint: ResolverTypeWrapper<PricePoint>;
  PricingDetail: ResolverTypeWrapper<PricingDetail>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Range: ResolverTypeWrapper<Range>;
  RangeHistograms: ResolverTypeWrapper<RangeHistograms>;
  RecentSearch: ResolverTypeWrapper<HistorySearch>;
  RelaxHint: ResolverTypeWrapper<RelaxHint>;
  ReportListingInput: ReportListingInput;
  ReportListingPayload: ResolverTypeWrapper<ReportListingPayload>;
  ResearchContent: ResolverTypeWrapper<SearchResultsModel>;
  SafetyFeature: ResolverTypeWrapper<SafetyFeature>;
  SafetyFeatureValue: SafetyFeatureValue;
  SafetyInfo: ResolverTypeWrapper<SafetyInfo>;
  SafetyRating: ResolverTypeWrapper<SafetyRating>;
  SafetySpecification: ResolverTypeWrapper<SafetySpecification>;
  SaveListingPayload: ResolverTypeWrapper<Omit<SaveListingPayload, 'savedListing'> & { savedListing?: Maybe<ResolversTypes['SavedListing']> }>;
  SaveSearchInput: SaveSearchInput;
  SavedListing: ResolverTypeWrapper<SavedListingModel>;
  SearchInput: SearchInput;
  SearchParameter: ResolverTypeWrapper<SearchParameter>;
  SearchRequest: ResolverTypeWrapper<SearchResultsModel>;
  SearchResults: ResolverTypeWrapper<SearchResultsModel>;
  SearchStats: ResolverTypeWrapper<SearchStats>;
  SellerLead: ResolverTypeWrapper<SellerLead>;
  SellerType: ResolverTypeWrapper<SellerTypeValue>;
  SharedSearch: ResolverTypeWrapper<ShareBookmarkResponse>;
  ShowcaseView: ShowcaseView;
  SignInInput: SignInInput;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SignUpInput: SignUpInput;
  SortOption: SortOption;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribePayload: ResolverTypeWrapper<Omit<SubscribePayload, 'bookmark'> & { bookmark?: Maybe<ResolversTypes['Bookmark']> }>;
  SubscribeToSearchInput: SubscribeToSearchInput;
  ThirdPartyCertification: ResolverTypeWrapper<ThirdPartyCertification>;
  TradeIn: ResolverTypeWrapper<TradeIn>;
  Trim: ResolverTypeWrapper<Trim>;
  TrimSpecs: ResolverTypeWrapper<TrimSpecs>;
  UnderstoodPhrase: ResolverTypeWrapper<UnderstoodPhrase>;
  UnsaveListingPayload: ResolverTypeWrapper<UnsaveListingPayload>;
  UrgencyDriverType: UrgencyDriverType;
  User: ResolverTypeWrapper<AccountUser>;
  VehicleColor: ResolverTypeWrapper<VehicleColor>;
  VehicleHighlight: ResolverTypeWrapper<VehicleHighlight>;
  VehicleUseType: VehicleUseType;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  Wallet: ResolverTypeWrapper<Wallet>;
  WalletPayload: ResolverTypeWrapper<WalletPayload>;
  YearMileage: ResolverTypeWrapper<YearMileage>;
  YearOption: ResolverTypeWrapper<YearOption>;
  ZipLocation: ResolverTypeWrapper<ZipLocation>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Ad: Ad;
  AdRequestInput: AdRequestInput;
  AdSlotFill: AdSlotFill;
  AdSlotInput: AdSlotInput;
  Address: Address;
  AlphaShowcase: AlphaShowcaseModel;
  AuthPayload: Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Bookmark: SearchBookmark;
  BookmarkPayload: Omit<BookmarkPayload, 'bookmark'> & { bookmark?: Maybe<ResolversParentTypes['Bookmark']> };
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  CertifiedProgram: CertifiedContent;
  CertifiedTier: CertifiedTier;
  ConsumerHistory: ConsumerHistoryModel;
  ConsumerRating: ConsumerRating;
  ConsumerRatings: ConsumerRatingsModel;
  CrawlLink: CrawlLink;
  CrawlLinks: CrawlLinks;
  DealExplanation: DealExplanation;
  DealerDifference: DealerDifference;
  DealerDifferenceImage: DealerDifferenceImage;
  DeleteBookmarkPayload: DeleteBookmarkPayload;
  DroppedParameter: DroppedParameter;
  EmailSellerInput: EmailSellerInput;
  EmailSellerPayload: EmailSellerPayload;
  ExpertReview: ExpertReviewPost;
  ExpiredListing: ExpiredListing;
  FeatureFlags: FeatureFlags;
  FieldError: FieldError;
  FilterGroup: Omit<FilterGroup, 'options'> & { options: Array<ResolversParentTypes['FilterOption']> };
  FilterOption: FilterOptionModel;
  Float: Scalars['Float']['output'];
  HistogramBin: HistogramBin;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  KeywordSuggestion: KeywordSuggestion;
  LeadCandidate: HistoryListing;
  LeadProfile: LeadProfile;
  LeadProfileInput: LeadProfileInput;
  LeadProfilePayload: LeadProfilePayload;
  Listing: LscListing;
  ListingReport: ListingReport;
  MileageStats: MileageComparison;
  MileageThreshold: MileageThreshold;
  ModelYearTrims: ModelYearTrims;
  MoneyBackGuarantee: MoneyBackGuarantee;
  MonthlyPayment: MonthlyPayment;
  Mutation: Record<PropertyKey, never>;
  NaturalSearch: NaturalSearch;
  Owner: LscOwner;
  PaymentEstimateInput: PaymentEstimateInput;
  PlacedListing: PlacedListingModel;
  PriceDrop: PriceDrop;
  PriceHistory: PriceHistory;
  PricePoint: PricePoint;
  PricingDetail: PricingDetail;
  Query: Record<PropertyKey, never>;
  Range: Range;
  RangeHistograms: RangeHistograms;
  RecentSearch: HistorySearch;
  RelaxHint: RelaxHint;
  ReportListingInput: ReportListingInput;
  ReportListingPayload: ReportListingPayload;
  ResearchContent: SearchResultsModel;
  SafetyFeature: SafetyFeature;
  SafetyInfo: SafetyInfo;
  SafetyRating: SafetyRating;
  SafetySpecification: SafetySpecification;
  SaveListingPayload: Omit<SaveListingPayload, 'savedListing'> & { savedListing?: Maybe<ResolversParentTypes['SavedListing']> };
  SaveSearchInput: SaveSearchInput;
  SavedListing: SavedListingModel;
  SearchInput: SearchInput;
  SearchParameter: SearchParameter;
  SearchRequest: SearchResultsModel;
  SearchResults: SearchResultsModel;
  SearchStats: SearchStats;
  SellerLead: SellerLead;
  SharedSearch: ShareBookmarkResponse;
  SignInInput: SignInInput;
  SignOutPayload: SignOutPayload;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  SubscribePayload: Omit<SubscribePayload, 'bookmark'> & { bookmark?: Maybe<ResolversParentTypes['Bookmark']> };
  SubscribeToSearchInput: SubscribeToSearchInput;
  ThirdPartyCertification: ThirdPartyCertification;
  TradeIn: TradeIn;
  Trim: Trim;
  TrimSpecs: TrimSpecs;
  UnderstoodPhrase: UnderstoodPhrase;
  UnsaveListingPayload: UnsaveListingPayload;
  User: AccountUser;
  VehicleColor: VehicleColor;
  VehicleHighlight: VehicleHighlight;
  Viewer: ViewerModel;
  Wallet: Wallet;
  WalletPayload: WalletPayload;
  YearMileage: YearMileage;
  YearOption: YearOption;
  ZipLocation: ZipLocation;
}>;

export type AdResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Ad'] = ResolversParentTypes['Ad']> = ResolversObject<{
  advertiser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clickUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creativeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdSlotFillResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['AdSlotFill'] = ResolversParentTypes['AdSlotFill']> = ResolversObject<{
  ad?: Resolver<Maybe<ResolversTypes['Ad']>, ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AlphaShowcaseResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['AlphaShowcase'] = ResolversParentTypes['AlphaShowcase']> = ResolversObject<{
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  matchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
  seeAllHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['ShowcaseView'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type BookmarkResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Bookmark'] = ResolversParentTypes['Bookmark']> = ResolversObject<{
  alertFrequency?: Resolver<ResolversTypes['AlertFrequency'], ParentType, ContextType>;
  alertsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookmarkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookmarkTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastExecuted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saveSearchInstrText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saveSearchString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchBookmarkDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchResultsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchResultsURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textModalDisclaimer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookmarkPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['BookmarkPayload'] = ResolversParentTypes['BookmarkPayload']> = ResolversObject<{
  bookmark?: Resolver<Maybe<ResolversTypes['Bookmark']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  savedSearchCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BrandResolvers = { CAR_MAKER: 'halden', USED_CAR: 'motormart', VALUATION: 'fairvalue' };

export type BreadcrumbResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BreadcrumbKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertifiedProgramResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['CertifiedProgram'] = ResolversParentTypes['CertifiedProgram']> = ResolversObject<{
  maker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyBackGuarantee?: Resolver<ResolversTypes['MoneyBackGuarantee'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thirdParty?: Resolver<ResolversTypes['ThirdPartyCertification'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['CertifiedTier']>, ParentType, ContextType>;
}>;

export type CertifiedTierResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['CertifiedTier'] = ResolversParentTypes['CertifiedTier']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inspectionPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxAgeYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxMiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsumerHistoryResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ConsumerHistory'] = ResolversParentTypes['ConsumerHistory']> = ResolversObject<{
  contactedListingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  fetchedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromBrowserEvents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leadCandidates?: Resolver<Array<ResolversTypes['LeadCandidate']>, ParentType, ContextType>;
  recentSearches?: Resolver<Array<ResolversTypes['RecentSearch']>, ParentType, ContextType>;
  tradeIns?: Resolver<Array<ResolversTypes['TradeIn']>, ParentType, ContextType>;
  viewedListingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ConsumerRatingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ConsumerRating'] = ResolversParentTypes['ConsumerRating']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ConsumerRatingsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ConsumerRatings'] = ResolversParentTypes['ConsumerRatings']> = ResolversObject<{
  numberOfReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratings?: Resolver<Array<ResolversTypes['ConsumerRating']>, ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrawlLinkResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['CrawlLink'] = ResolversParentTypes['CrawlLink']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrawlLinksResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['CrawlLinks'] = ResolversParentTypes['CrawlLinks']> = ResolversObject<{
  modelYears?: Resolver<Array<ResolversTypes['CrawlLink']>, ParentType, ContextType>;
  trims?: Resolver<Array<ResolversTypes['CrawlLink']>, ParentType, ContextType>;
}>;

export type DealExplanationResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['DealExplanation'] = ResolversParentTypes['DealExplanation']> = ResolversObject<{
  barWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparableCondition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comparableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparableEndYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparableModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comparableStartYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianMileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mileageAdjustment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perThousandMiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceBars?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  priceFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['DealIndicator']>, ParentType, ContextType>;
}>;

export type DealerDifferenceResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['DealerDifference'] = ResolversParentTypes['DealerDifference']> = ResolversObject<{
  bullets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['DealerDifferenceImage']>, ParentType, ContextType>;
  listingType?: Resolver<ResolversTypes['ListingType'], ParentType, ContextType>;
}>;

export type DealerDifferenceImageResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['DealerDifferenceImage'] = ResolversParentTypes['DealerDifferenceImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeleteBookmarkPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['DeleteBookmarkPayload'] = ResolversParentTypes['DeleteBookmarkPayload']> = ResolversObject<{
  bookmarkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  savedSearchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DroppedParameterResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['DroppedParameter'] = ResolversParentTypes['DroppedParameter']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailSellerPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['EmailSellerPayload'] = ResolversParentTypes['EmailSellerPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['SellerLead']>, ParentType, ContextType>;
}>;

export type ExperienceResolvers = { best_deals: 'best-deals', buy_online: 'buy-online', buy_online_maker: 'buy-online-maker', commercial?: 'commercial' };

export type ExpertReviewResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ExpertReview'] = ResolversParentTypes['ExpertReview']> = ResolversObject<{
  guid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExpiredListingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ExpiredListing'] = ResolversParentTypes['ExpiredListing']> = ResolversObject<{
  expiredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeatureFlagsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = ResolversObject<{
  ads?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certifiedProgram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  compare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consumerRatings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  debounceFilterSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  savedSearches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showcase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  singleMakeModelTrim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  spotlights?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FilterGroupResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['FilterGroup'] = ResolversParentTypes['FilterGroup']> = ResolversObject<{
  collapsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  value?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FilterOptionResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = ResolversObject<{
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistogramBinResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['HistogramBin'] = ResolversParentTypes['HistogramBin']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KeywordSuggestionResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['KeywordSuggestion'] = ResolversParentTypes['KeywordSuggestion']> = ResolversObject<{
  contentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['SearchParameter']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadCandidateResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['LeadCandidate'] = ResolversParentTypes['LeadCandidate']> = ResolversObject<{
  compared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastViewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeadProfileResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['LeadProfile'] = ResolversParentTypes['LeadProfile']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOneClickOptedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LeadProfilePayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['LeadProfilePayload'] = ResolversParentTypes['LeadProfilePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  leadProfile?: Resolver<Maybe<ResolversTypes['LeadProfile']>, ParentType, ContextType>;
}>;

export type ListingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = ResolversObject<{
  bodyStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyStyleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['VehicleColor'], ParentType, ContextType>;
  dealExplanation?: Resolver<Maybe<ResolversTypes['DealExplanation']>, ParentType, ContextType>;
  dealerDifference?: Resolver<Maybe<ResolversTypes['DealerDifference']>, ParentType, ContextType>;
  distanceFromSearch?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  doors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  driveType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driveTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  electricRange?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  inWiderMarket?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingType?: Resolver<ResolversTypes['ListingType'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  makeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyBackGuarantee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mpgCity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mpgHighway?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  photoCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  priceDrop?: Resolver<Maybe<ResolversTypes['PriceDrop']>, ParentType, ContextType>;
  priceHistory?: Resolver<Maybe<ResolversTypes['PriceHistory']>, ParentType, ContextType>;
  pricingDetail?: Resolver<ResolversTypes['PricingDetail'], ParentType, ContextType>;
  similarListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<ListingSimilarListingsArgs, 'first'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vdpUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleHighlight?: Resolver<Maybe<ResolversTypes['VehicleHighlight']>, ParentType, ContextType>;
  vehicleHistory?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ListingReportResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ListingReport'] = ResolversParentTypes['ListingReport']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ListingReportReason'], ParentType, ContextType>;
}>;

export type ListingTypeResolvers = { CERTIFIED?: 'CERTIFIED', NEW?: 'NEW', THIRD_PARTY_CERTIFIED: '3P_CERT', USED?: 'USED' };

export type MileageStatsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['MileageStats'] = ResolversParentTypes['MileageStats']> = ResolversObject<{
  allCarsAverageMiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageMiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byYear?: Resolver<Array<ResolversTypes['YearMileage']>, ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highestMileageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highestMileageYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mileageMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thresholds?: Resolver<Array<ResolversTypes['MileageThreshold']>, ParentType, ContextType>;
}>;

export type MileageThresholdResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['MileageThreshold'] = ResolversParentTypes['MileageThreshold']> = ResolversObject<{
  miles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentAllCars?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percentModel?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ModelYearTrimsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ModelYearTrims'] = ResolversParentTypes['ModelYearTrims']> = ResolversObject<{
  trims?: Resolver<Array<ResolversTypes['Trim']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MoneyBackGuaranteeResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['MoneyBackGuarantee'] = ResolversParentTypes['MoneyBackGuarantee']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  miles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonthlyPaymentResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['MonthlyPayment'] = ResolversParentTypes['MonthlyPayment']> = ResolversObject<{
  aprPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  financed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  deleteSavedSearch?: Resolver<ResolversTypes['DeleteBookmarkPayload'], ParentType, ContextType, RequireFields<MutationDeleteSavedSearchArgs, 'bookmarkId'>>;
  emailSeller?: Resolver<ResolversTypes['EmailSellerPayload'], ParentType, ContextType, RequireFields<MutationEmailSellerArgs, 'input'>>;
  recordListingViews?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationRecordListingViewsArgs, 'listingIds'>>;
  removeWallet?: Resolver<ResolversTypes['WalletPayload'], ParentType, ContextType, Partial<MutationRemoveWalletArgs>>;
  renameSavedSearch?: Resolver<ResolversTypes['BookmarkPayload'], ParentType, ContextType, RequireFields<MutationRenameSavedSearchArgs, 'bookmarkId' | 'bookmarkTitle'>>;
  reportListing?: Resolver<ResolversTypes['ReportListingPayload'], ParentType, ContextType, RequireFields<MutationReportListingArgs, 'input'>>;
  saveListing?: Resolver<ResolversTypes['SaveListingPayload'], ParentType, ContextType, RequireFields<MutationSaveListingArgs, 'listingId'>>;
  saveSearch?: Resolver<ResolversTypes['BookmarkPayload'], ParentType, ContextType, RequireFields<MutationSaveSearchArgs, 'input'>>;
  setSavedSearchAlerts?: Resolver<ResolversTypes['BookmarkPayload'], ParentType, ContextType, RequireFields<MutationSetSavedSearchAlertsArgs, 'alertsEnabled' | 'bookmarkId'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  subscribeToSearch?: Resolver<ResolversTypes['SubscribePayload'], ParentType, ContextType, RequireFields<MutationSubscribeToSearchArgs, 'input'>>;
  unsaveListing?: Resolver<ResolversTypes['UnsaveListingPayload'], ParentType, ContextType, RequireFields<MutationUnsaveListingArgs, 'listingId'>>;
  updateLeadProfile?: Resolver<ResolversTypes['LeadProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateLeadProfileArgs, 'input'>>;
  updateWallet?: Resolver<ResolversTypes['WalletPayload'], ParentType, ContextType, RequireFields<MutationUpdateWalletArgs, 'input'>>;
}>;

export type NaturalSearchResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['NaturalSearch'] = ResolversParentTypes['NaturalSearch']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ignored?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['SearchParameter']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  understood?: Resolver<Array<ResolversTypes['UnderstoodPhrase']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OwnerResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Owner'] = ResolversParentTypes['Owner']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  distanceFromSearch?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hideEmailForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homeServices?: Resolver<Array<ResolversTypes['HomeService']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privateSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sellerType?: Resolver<ResolversTypes['SellerType'], ParentType, ContextType>;
  tagline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlacedListingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['PlacedListing'] = ResolversParentTypes['PlacedListing']> = ResolversObject<{
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['Placement'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PriceDropResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['PriceDrop'] = ResolversParentTypes['PriceDrop']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceHistoryResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['PriceHistory'] = ResolversParentTypes['PriceHistory']> = ResolversObject<{
  daysOnMarket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['PricePoint']>, ParentType, ContextType>;
}>;

export type PricePointResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PricingDetailResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['PricingDetail'] = ResolversParentTypes['PricingDetail']> = ResolversObject<{
  dealIndicator?: Resolver<Maybe<ResolversTypes['DealIndicator']>, ParentType, ContextType>;
  expectedPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msrp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['MonthlyPayment'], ParentType, ContextType, RequireFields<PricingDetailPaymentsArgs, 'estimate'>>;
  priceDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  ads?: Resolver<Maybe<Array<ResolversTypes['AdSlotFill']>>, ParentType, ContextType, RequireFields<QueryAdsArgs, 'input'>>;
  certifiedProgram?: Resolver<Maybe<ResolversTypes['CertifiedProgram']>, ParentType, ContextType>;
  expiredListing?: Resolver<Maybe<ResolversTypes['ExpiredListing']>, ParentType, ContextType, RequireFields<QueryExpiredListingArgs, 'id'>>;
  features?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType, Partial<QueryFeaturesArgs>>;
  keywordSuggestions?: Resolver<Array<ResolversTypes['KeywordSuggestion']>, ParentType, ContextType, RequireFields<QueryKeywordSuggestionsArgs, 'text'>>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listings?: Resolver<Array<Maybe<ResolversTypes['Listing']>>, ParentType, ContextType, RequireFields<QueryListingsArgs, 'ids'>>;
  me?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  modelInfo?: Resolver<Array<ResolversTypes['ModelYearTrims']>, ParentType, ContextType, RequireFields<QueryModelInfoArgs, 'makeCode' | 'modelCode' | 'years'>>;
  naturalSearch?: Resolver<ResolversTypes['NaturalSearch'], ParentType, ContextType, RequireFields<QueryNaturalSearchArgs, 'text'>>;
  safetyInfo?: Resolver<Maybe<ResolversTypes['SafetyInfo']>, ParentType, ContextType, RequireFields<QuerySafetyInfoArgs, 'makeCode' | 'modelCode' | 'year'>>;
  searchListings?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, Partial<QuerySearchListingsArgs>>;
  sharedSearch?: Resolver<Maybe<ResolversTypes['SharedSearch']>, ParentType, ContextType, RequireFields<QuerySharedSearchArgs, 'bookmarkId'>>;
  zipLocation?: Resolver<ResolversTypes['ZipLocation'], ParentType, ContextType, RequireFields<QueryZipLocationArgs, 'zip'>>;
}>;

export type RangeResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Range'] = ResolversParentTypes['Range']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RangeHistogramsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['RangeHistograms'] = ResolversParentTypes['RangeHistograms']> = ResolversObject<{
  mileage?: Resolver<Array<ResolversTypes['HistogramBin']>, ParentType, ContextType>;
  price?: Resolver<Array<ResolversTypes['HistogramBin']>, ParentType, ContextType>;
  year?: Resolver<Array<ResolversTypes['HistogramBin']>, ParentType, ContextType>;
}>;

export type RecentSearchResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['RecentSearch'] = ResolversParentTypes['RecentSearch']> = ResolversObject<{
  lastSearchedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  searchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchResultsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchResultsURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timesShown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RelaxHintResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['RelaxHint'] = ResolversParentTypes['RelaxHint']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReportListingPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ReportListingPayload'] = ResolversParentTypes['ReportListingPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['ListingReport']>, ParentType, ContextType>;
}>;

export type ResearchContentResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ResearchContent'] = ResolversParentTypes['ResearchContent']> = ResolversObject<{
  certifiedProgram?: Resolver<Maybe<ResolversTypes['CertifiedProgram']>, ParentType, ContextType>;
  consumerRatings?: Resolver<Maybe<ResolversTypes['ConsumerRatings']>, ParentType, ContextType>;
  expertReviews?: Resolver<Array<ResolversTypes['ExpertReview']>, ParentType, ContextType>;
}>;

export type SafetyFeatureResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SafetyFeature'] = ResolversParentTypes['SafetyFeature']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['SafetyFeatureValue'], ParentType, ContextType>;
}>;

export type SafetyInfoResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SafetyInfo'] = ResolversParentTypes['SafetyInfo']> = ResolversObject<{
  features?: Resolver<Array<ResolversTypes['SafetyFeature']>, ParentType, ContextType>;
  ratings?: Resolver<Array<ResolversTypes['SafetyRating']>, ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['SafetySpecification']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SafetyRatingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SafetyRating'] = ResolversParentTypes['SafetyRating']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SafetySpecificationResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SafetySpecification'] = ResolversParentTypes['SafetySpecification']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SaveListingPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SaveListingPayload'] = ResolversParentTypes['SaveListingPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  savedListing?: Resolver<Maybe<ResolversTypes['SavedListing']>, ParentType, ContextType>;
  savedListingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  signInRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SavedListingResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SavedListing'] = ResolversParentTypes['SavedListing']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceWhenSaved?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchParameterResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SearchParameter'] = ResolversParentTypes['SearchParameter']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SearchRequestResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SearchRequest'] = ResolversParentTypes['SearchRequest']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  dropped?: Resolver<Array<ResolversTypes['DroppedParameter']>, ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['SearchParameter']>, ParentType, ContextType>;
  queryString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchResultsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = ResolversObject<{
  alphaShowcase?: Resolver<Maybe<ResolversTypes['AlphaShowcase']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  crawlLinks?: Resolver<ResolversTypes['CrawlLinks'], ParentType, ContextType>;
  filterGroups?: Resolver<Array<ResolversTypes['FilterGroup']>, ParentType, ContextType>;
  firstRecord?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  greatPriceCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  histograms?: Resolver<Maybe<ResolversTypes['RangeHistograms']>, ParentType, ContextType>;
  invalidQueryParams?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  marketExtensionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mileageStats?: Resolver<Maybe<ResolversTypes['MileageStats']>, ParentType, ContextType>;
  numRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageNames?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relaxHints?: Resolver<Array<ResolversTypes['RelaxHint']>, ParentType, ContextType>;
  request?: Resolver<ResolversTypes['SearchRequest'], ParentType, ContextType>;
  researchContent?: Resolver<ResolversTypes['ResearchContent'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['PlacedListing']>, ParentType, ContextType>;
  similar?: Resolver<Array<ResolversTypes['PlacedListing']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['SearchStats'], ParentType, ContextType>;
  supplemental?: Resolver<Array<ResolversTypes['PlacedListing']>, ParentType, ContextType>;
  totalResultCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearOptions?: Resolver<Array<ResolversTypes['YearOption']>, ParentType, ContextType>;
}>;

export type SearchStatsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SearchStats'] = ResolversParentTypes['SearchStats']> = ResolversObject<{
  price?: Resolver<Maybe<ResolversTypes['Range']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Range']>, ParentType, ContextType>;
}>;

export type SellerLeadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SellerLead'] = ResolversParentTypes['SellerLead']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SellerTypeResolvers = { DEALER: 'd', PRIVATE: 'p' };

export type SharedSearchResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SharedSearch'] = ResolversParentTypes['SharedSearch']> = ResolversObject<{
  bookmarkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookmarkTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchResultsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchResultsURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignOutPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = ResolversObject<{
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SubscribePayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['SubscribePayload'] = ResolversParentTypes['SubscribePayload']> = ResolversObject<{
  bookmark?: Resolver<Maybe<ResolversTypes['Bookmark']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  limitReached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ThirdPartyCertificationResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ThirdPartyCertification'] = ResolversParentTypes['ThirdPartyCertification']> = ResolversObject<{
  limitedWarrantyMaxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitedWarrantyMinDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moneyBackGuarantee?: Resolver<ResolversTypes['MoneyBackGuarantee'], ParentType, ContextType>;
}>;

export type TradeInResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['TradeIn'] = ResolversParentTypes['TradeIn']> = ResolversObject<{
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrimResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Trim'] = ResolversParentTypes['Trim']> = ResolversObject<{
  atcMake?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  atcMakeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  atcModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  atcModelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avgPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bodyStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  engineType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  epaCity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  epaHwy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  epaMpgeCity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  epaMpgeHwy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imagePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nationalMSRP?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specs?: Resolver<ResolversTypes['TrimSpecs'], ParentType, ContextType>;
  startingPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trimCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trimName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type TrimSpecsResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['TrimSpecs'] = ResolversParentTypes['TrimSpecs']> = ResolversObject<{
  alarmSystem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bluetooth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heatedSeats?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  laneDeparture?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leatherSeats?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rearviewCamera?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  remoteStart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sunroof?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UnderstoodPhraseResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['UnderstoodPhrase'] = ResolversParentTypes['UnderstoodPhrase']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['SearchParameter']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnsaveListingPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['UnsaveListingPayload'] = ResolversParentTypes['UnsaveListingPayload']> = ResolversObject<{
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  savedListingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  unsaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VehicleColorResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['VehicleColor'] = ResolversParentTypes['VehicleColor']> = ResolversObject<{
  exteriorColorSimple?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interiorColorSimple?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VehicleHighlightResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['VehicleHighlight'] = ResolversParentTypes['VehicleHighlight']> = ResolversObject<{
  urgencyDriverType?: Resolver<ResolversTypes['UrgencyDriverType'], ParentType, ContextType>;
  urgencyDriverValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  history?: Resolver<Maybe<ResolversTypes['ConsumerHistory']>, ParentType, ContextType>;
  leadProfile?: Resolver<ResolversTypes['LeadProfile'], ParentType, ContextType>;
  recentlyViewed?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  remainingQuickSaves?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingVisitorSubscriptions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  savedListingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  savedListings?: Resolver<Array<ResolversTypes['SavedListing']>, ParentType, ContextType>;
  savedSearch?: Resolver<Maybe<ResolversTypes['Bookmark']>, ParentType, ContextType, RequireFields<ViewerSavedSearchArgs, 'bookmarkId'>>;
  savedSearchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedSearches?: Resolver<Array<ResolversTypes['Bookmark']>, ParentType, ContextType>;
  signedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
}>;

export type WalletResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = ResolversObject<{
  aprPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  downPayment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeInValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WalletPayloadResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['WalletPayload'] = ResolversParentTypes['WalletPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
}>;

export type YearMileageResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['YearMileage'] = ResolversParentTypes['YearMileage']> = ResolversObject<{
  averageMiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type YearOptionResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['YearOption'] = ResolversParentTypes['YearOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZipLocationResolvers<ContextType = ContextValue, ParentType extends ResolversParentTypes['ZipLocation'] = ResolversParentTypes['ZipLocation']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ContextValue> = ResolversObject<{
  Ad?: AdResolvers<ContextType>;
  AdSlotFill?: AdSlotFillResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AlphaShowcase?: AlphaShowcaseResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Bookmark?: BookmarkResolvers<ContextType>;
  BookmarkPayload?: BookmarkPayloadResolvers<ContextType>;
  Brand?: BrandResolvers;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  CertifiedProgram?: CertifiedProgramResolvers<ContextType>;
  CertifiedTier?: CertifiedTierResolvers<ContextType>;
  ConsumerHistory?: ConsumerHistoryResolvers<ContextType>;
  ConsumerRating?: ConsumerRatingResolvers<ContextType>;
  ConsumerRatings?: ConsumerRatingsResolvers<ContextType>;
  CrawlLink?: CrawlLinkResolvers<ContextType>;
  CrawlLinks?: CrawlLinksResolvers<ContextType>;
  DealExplanation?: DealExplanationResolvers<ContextType>;
  DealerDifference?: DealerDifferenceResolvers<ContextType>;
  DealerDifferenceImage?: DealerDifferenceImageResolvers<ContextType>;
  DeleteBookmarkPayload?: DeleteBookmarkPayloadResolvers<ContextType>;
  DroppedParameter?: DroppedParameterResolvers<ContextType>;
  EmailSellerPayload?: EmailSellerPayloadResolvers<ContextType>;
  Experience?: ExperienceResolvers;
  ExpertReview?: ExpertReviewResolvers<ContextType>;
  ExpiredListing?: ExpiredListingResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FilterGroup?: FilterGroupResolvers<ContextType>;
  FilterOption?: FilterOptionResolvers<ContextType>;
  HistogramBin?: HistogramBinResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  KeywordSuggestion?: KeywordSuggestionResolvers<ContextType>;
  LeadCandidate?: LeadCandidateResolvers<ContextType>;
  LeadProfile?: LeadProfileResolvers<ContextType>;
  LeadProfilePayload?: LeadProfilePayloadResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingReport?: ListingReportResolvers<ContextType>;
  ListingType?: ListingTypeResolvers;
  MileageStats?: MileageStatsResolvers<ContextType>;
  MileageThreshold?: MileageThresholdResolvers<ContextType>;
  ModelYearTrims?: ModelYearTrimsResolvers<ContextType>;
  MoneyBackGuarantee?: MoneyBackGuaranteeResolvers<ContextType>;
  MonthlyPayment?: MonthlyPaymentResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NaturalSearch?: NaturalSearchResolvers<ContextType>;
  Owner?: OwnerResolvers<ContextType>;
  PlacedListing?: PlacedListingResolvers<ContextType>;
  PriceDrop?: PriceDropResolvers<ContextType>;
  PriceHistory?: PriceHistoryResolvers<ContextType>;
  PricePoint?: PricePointResolvers<ContextType>;
  PricingDetail?: PricingDetailResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Range?: RangeResolvers<ContextType>;
  RangeHistograms?: RangeHistogramsResolvers<ContextType>;
  RecentSearch?: RecentSearchResolvers<ContextType>;
  RelaxHint?: RelaxHintResolvers<ContextType>;
  ReportListingPayload?: ReportListingPayloadResolvers<ContextType>;
  ResearchContent?: ResearchContentResolvers<ContextType>;
  SafetyFeature?: SafetyFeatureResolvers<ContextType>;
  SafetyInfo?: SafetyInfoResolvers<ContextType>;
  SafetyRating?: SafetyRatingResolvers<ContextType>;
  SafetySpecification?: SafetySpecificationResolvers<ContextType>;
  SaveListingPayload?: SaveListingPayloadResolvers<ContextType>;
  SavedListing?: SavedListingResolvers<ContextType>;
  SearchParameter?: SearchParameterResolvers<ContextType>;
  SearchRequest?: SearchRequestResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchStats?: SearchStatsResolvers<ContextType>;
  SellerLead?: SellerLeadResolvers<ContextType>;
  SellerType?: SellerTypeResolvers;
  SharedSearch?: SharedSearchResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SubscribePayload?: SubscribePayloadResolvers<ContextType>;
  ThirdPartyCertification?: ThirdPartyCertificationResolvers<ContextType>;
  TradeIn?: TradeInResolvers<ContextType>;
  Trim?: TrimResolvers<ContextType>;
  TrimSpecs?: TrimSpecsResolvers<ContextType>;
  UnderstoodPhrase?: UnderstoodPhraseResolvers<ContextType>;
  UnsaveListingPayload?: UnsaveListingPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VehicleColor?: VehicleColorResolvers<ContextType>;
  VehicleHighlight?: VehicleHighlightResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletPayload?: WalletPayloadResolvers<ContextType>;
  YearMileage?: YearMileageResolvers<ContextType>;
  YearOption?: YearOptionResolvers<ContextType>;
  ZipLocation?: ZipLocationResolvers<ContextType>;
}>;

