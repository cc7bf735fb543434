import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { fromEntries, srpHref } from '../../contracts/search';
import { locationLabel, mainResults, placementCalls, similarResults, supplementalResults } from '../search/groups';
import type { SearchResultsModel } from '../search/model';
import { searchRequest, upstreamParams } from '../search/request';
import { selectedBelow, selectedFields } from '../search/selection';
import { VIEW_COUNT_FIELDS, viewCountsAhead } from '../search/view-counts';
import { MAX_LISTINGS_BY_ID } from '../search/constants';
import { modelInfo } from '../search/model-info';
import { safetyInfo } from '../search/safety';
import { certifiedProgramContent } from '../search/certified';
import { invalidField } from '../search/validate';
import { naturalSearchOf, naturalSuggestionOf, readSentence } from '../search/natural';
import { primeOwners } from '../upstreams/lsc/loaders';
import { accountFailure, refusalError } from '../account/errors';
import { namesSavedSearch, withSavedFilters } from '../account/saved-filters';
import { VISITOR } from '../account/viewer';
import { adDecisions } from '../ads/decisions';
import { alphaShowcase } from '../ads/showcase';

/** The required search failing (or its circuit open) is the SRP's error page (docs/rules/upstreams.md#how-each-failure-shows). */
function searchFailure(error: unknown): unknown {
  if (!(error instanceof GraphQLError) || error.extensions.code === 'BAD_USER_INPUT') return error;
  return new GraphQLError(error.message, { extensions: { ...error.extensions, showSrpError: true } });
}

/** A listing id as the listing service knows it: 1 to 15 digits (anything else is not for sale). */
const LISTING_ID = /^\d{1,15}$/;

/** The SearchResults fields that hold listings, and the group each fetches. */
const LISTING_GROUPS = { results: mainResults, supplemental: supplementalResults, similar: similarResults };

export const Query: QueryResolvers = {
  async searchListings(_parent, { brand, input, queryString }, ctx, info) {
    const now = new Date();
    // A saved search's id opens its filters (docs/rules/accounts.md#opening-a-saved-search); one regex test otherwise.
    const query =
      queryString != null && namesSavedSearch(queryString) ? await withSavedFilters(queryString, ctx) : queryString;
    const request = searchRequest({ brand: brand ?? ctx.brand, input, queryString: query }, now);
    const memo = new Map<string, Promise<unknown>>();
    const selected = selectedFields(info);
    // The search goes out first: it is the slowest call, and the page's other calls wait for its answer.
    const searching = ctx.lsc.client.search(
      upstreamParams(request.params, { firstRecord: request.firstRecord, numRecords: request.numRecords }),
    );
    // What needs the search, not its answer, starts beside the required search, not after it: the
    // showcase, the spotlights and new car boost, the location crumb's city (none of them fails).
    const early = { ...request, memo };
    if (selected.has('alphaShowcase')) void alphaShowcase(early, ctx);
    if (selected.has('results')) void placementCalls(early, ctx);
    if (selected.has('breadcrumbs')) void locationLabel(early, ctx);
    let response;
    try {
      response = await searching;
    } catch (error) {
      throw searchFailure(error);
    }
    // The search payload carries the page's owners: prime the loader so Listing.owner costs no call.
    primeOwners(ctx.lsc.loaders, response.owners);
    const model: SearchResultsModel = { ...request, now, response, memo };
    // The groups the query shows start now, side by side, instead of when their fields resolve.
    const groups = Object.entries(LISTING_GROUPS)
      .filter(([field]) => selected.has(field))
      .map(([, group]) => group(model, ctx));
    ctx.listingGroupsSettled = Promise.allSettled([ctx.listingGroupsSettled, ...groups]);
    if (selectedBelow(info, VIEW_COUNT_FIELDS, 'viewCount')) await viewCountsAhead(model, groups, ctx);
    return model;
  },

  /** Who is asking (docs/rules/accounts.md#the-viewer): never fails for a visitor. */
  async me(_parent, _args, ctx) {
    const identity = await ctx.account.viewer();
    if (!identity) return VISITOR;
    let answer;
    try {
      answer = await (await ctx.account.loaders()).me();
    } catch (error) {
      throw accountFailure(error);
    }
    if (answer.ok) return { identity, me: answer.data };
    if (answer.refusal.code !== 'UNAUTHENTICATED') throw refusalError(answer.refusal);
    // The token verified but its session is over: a visitor, and the browser's cookies go.
    ctx.account.signedOut();
    return VISITOR;
  },

  /** A shared saved-search link: the owner's own bookmark, else null (docs/rules/accounts.md#sharing). */
  async sharedSearch(_parent, { bookmarkId }, ctx) {
    const viewer = await ctx.account.viewer();
    if (!viewer) return null;
    try {
      const answer = await ctx.account.client.shareBookmark(bookmarkId, { idToken: viewer.idToken });
      return answer.ok ? answer.data : null;
    } catch (error) {
      throw accountFailure(error);
    }
  },

  /** The brand's feature flags as configured (docs/rules/features.md). */
  features: (_parent, { brand }, ctx) => ctx.features[brand ?? ctx.brand],

  /** House ads for the page's slots (docs/rules/ads.md#decisions): never an error but bad input. */
  ads: (_parent, { input }, ctx) => adDecisions(input, ctx),

  async listing(_parent, { id }, { lsc }) {
    if (!LISTING_ID.test(id)) return null;
    return lsc.loaders.listing.load(Number(id));
  },

  /** A listing taken off sale, for the expired-listing banner (docs/rules/pages.md#expired-listing). */
  async expiredListing(_parent, { id }, { lsc }) {
    if (!LISTING_ID.test(id)) return null;
    const { expired } = await lsc.client.expiredListing(id);
    return (
      expired && {
        id: String(expired.id),
        make: expired.make.name,
        model: expired.model.name,
        expiredAt: expired.expiredAt,
      }
    );
  },

  /** The compare page's cars (docs/rules/compare.md#compare-page): one batched listing call. */
  async listings(_parent, { ids }, { lsc }) {
    if (ids.length > MAX_LISTINGS_BY_ID) throw invalidField('ids', `at most ${MAX_LISTINGS_BY_ID} ids`);
    return Promise.all(ids.map((id) => (LISTING_ID.test(id) ? lsc.loaders.listing.load(Number(id)) : null)));
  },

  /**
   * Keyword suggestions, led by the plain-language reading of a sentence of two or more words when
   * it says more than a keyword could (docs/rules/natural-search.md#where-it-shows). The reading is
   * optional: when it fails, the keyword suggestions come alone.
   */
  async keywordSuggestions(_parent, { text, zip, searchRadius }, { lsc, brand }) {
    if (zip != null && !/^\d{5}$/.test(zip)) throw invalidField('zip', 'must be 5 digits');
    if (searchRadius != null && searchRadius < 0) throw invalidField('searchRadius', 'must not be negative');
    const sentence = text.trim().split(/\s+/).length >= 2;
    const [{ suggestions }, reading] = await Promise.all([
      lsc.client.keywords(text, upstreamParams({}, { zip, searchRadius })),
      sentence ? readSentence(lsc.client, { text, brand, zip, searchRadius }).catch(() => undefined) : undefined,
    ]);
    const keywords = suggestions.map((s) => {
      const params = fromEntries(Object.entries(s.params).map(([name, value]) => [name, [value]]));
      return {
        label: s.label,
        type: s.type,
        count: s.count,
        parameters: Object.entries(params).map(([name, values]) => ({ name, values })),
        url: srpHref(params),
        contentUrl: s.contentUrl ?? null,
      };
    });
    const natural = reading && naturalSuggestionOf(reading);
    return natural && !keywords.some((k) => k.url === natural.url) ? [natural, ...keywords] : keywords;
  },

  /** A plain-language sentence read into a search (docs/rules/natural-search.md). */
  async naturalSearch(_parent, { text, brand, zip, searchRadius }, ctx) {
    return naturalSearchOf(
      text,
      await readSentence(ctx.lsc.client, { text, brand: brand ?? ctx.brand, zip, searchRadius }),
    );
  },

  /** A make and model's trims by model year (docs/rules/research.md#trim). */
  modelInfo: (_parent, args, ctx) => modelInfo(args, ctx),

  /** The safety reference of a make, model and model year (docs/rules/safety.md). */
  safetyInfo: (_parent, args, ctx) => safetyInfo(args, ctx),

  /** The certified program details modal's content (docs/rules/certified.md#the-details-modal). */
  certifiedProgram: (_parent, _args, ctx) => certifiedProgramContent(ctx),

  /** The zip panel's server lookup (docs/rules/filters.md#location-panel): a malformed zip is simply not valid, never an error. */
  async zipLocation(_parent, { zip }, { lsc }) {
    const trimmed = zip.trim();
    if (!/^\d{5}$/.test(trimmed)) return { zip: trimmed, valid: false };
    const { success } = await lsc.client.zipValidate(trimmed);
    if (!success) return { zip: trimmed, valid: false };
    const { city, state } = await lsc.client.zipCity(trimmed);
    return { zip: trimmed, valid: true, city, state };
  },
};
