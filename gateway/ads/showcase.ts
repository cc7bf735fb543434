import type { LscListing, LscOwner } from '../../contracts/lsc/index';
import { first, srpHref } from '../../contracts/search';
import type { ContextValue } from '../context';
import { once, type SearchResultsModel } from '../search/model';
import { upstreamParams } from '../search/request';
import { primeOwners } from '../upstreams/lsc/loaders';
import { SHOWCASE_INVENTORY_LISTINGS, SHOWCASE_OWNER_LISTINGS } from './constants';
import { errorCodeOf } from '../errors';

export interface AlphaShowcaseModel {
  campaignId: string;
  owner: LscOwner;
  view: 'INVENTORY' | 'OWNER';
  listings: LscListing[];
  matchCount: number;
  seeAllHref: string;
}

/** Parameters that say the search is already a sponsorship: no showcase over it. */
const SPONSORSHIP_PARAMS = ['isSponsorship', 'showcaseOwnerId'] as const;
/** Paging and mode parameters the 'See all' link does not carry. */
const NOT_CARRIED = ['page', 'firstRecord', 'numRecords', 'lastExec'] as const;

/**
 * What the showcase reads of a search: the search itself, never its answer, so that it can start
 * beside the required search instead of after it (the server-rendered page waits for it).
 */
export type ShowcaseSearch = Pick<SearchResultsModel, 'brand' | 'params' | 'firstRecord' | 'memo'>;

/** Whether the search can have a showcase at all (docs/rules/showcase.md#when-it-shows). */
function applies(model: ShowcaseSearch, ctx: ContextValue): string | undefined {
  if (model.firstRecord > 0 || !ctx.features[model.brand].showcase) return undefined;
  if (SPONSORSHIP_PARAMS.some((name) => model.params[name]?.length)) return undefined;
  return first(model.params, 'zip');
}

/** The results page narrowed to the sponsor: the search with showcaseOwnerId and isSponsorship. */
function seeAllHref(model: ShowcaseSearch, ownerId: number): string {
  const params: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(model.params))
    if (values?.length && !(NOT_CARRIED as readonly string[]).includes(name)) params[name] = [...values];
  params.showcaseOwnerId = [String(ownerId)];
  params.isSponsorship = ['true'];
  return srpHref(params);
}

/**
 * SearchResults.alphaShowcase (docs/rules/showcase.md): the sponsor the ad server picks for the
 * search's ZIP code, with up to 12 of its listings matching the search ('inventory'), else 2 of its
 * listings ('owner'). Optional like the other groups: any failure leaves it out, logged by code.
 */
export function alphaShowcase(model: ShowcaseSearch, ctx: ContextValue): Promise<AlphaShowcaseModel | null> {
  return once(model, 'alphaShowcase', async () => {
    const zip = applies(model, ctx);
    if (!zip) return null;
    try {
      const answer = await ctx.ads.client.showcase(zip, model.brand);
      if (!answer.ok || !answer.data.showcase) return null;
      const { campaignId, ownerId: sponsor } = answer.data.showcase;
      const ownerId = Number(sponsor);
      const matching = await ctx.lsc.client.showcase(
        upstreamParams(model.params, {
          sortBy: undefined,
          showcaseOwnerId: String(ownerId),
          firstRecord: 0,
          numRecords: SHOWCASE_INVENTORY_LISTINGS,
        }),
      );
      const exact = matching.totalResultCount > 0;
      const shown = exact
        ? matching
        : await ctx.lsc.client.showcase({ showcaseOwnerId: String(ownerId), numRecords: SHOWCASE_OWNER_LISTINGS });
      if (shown.listings.length === 0) return null;
      primeOwners(ctx.lsc.loaders, shown.owners);
      const owner = shown.owners.find((o) => o.id === ownerId) ?? (await ctx.lsc.loaders.owner.load(ownerId));
      if (!owner) return null;
      return {
        campaignId,
        owner,
        view: exact ? 'INVENTORY' : 'OWNER',
        listings: shown.listings,
        matchCount: exact ? matching.totalResultCount : 0,
        seeAllHref: seeAllHref(model, ownerId),
      };
    } catch (error) {
      ctx.log.warn({ group: 'alphaShowcase', code: errorCodeOf(error) }, 'optional search group failed; shown empty');
      return null;
    }
  });
}
