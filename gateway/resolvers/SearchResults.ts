import type { SearchRequestResolvers, SearchResultsResolvers } from '../__generated__/resolvers-types';
import { buildBreadcrumbs } from '../search/breadcrumbs';
import { canonicalQueryString, first, srpHref, yearOptions } from '../../contracts/search';
import {
  crawlLinks,
  greatPriceCount,
  highlightResults,
  locationLabel,
  mainResults,
  mileageStats,
  packageNames,
  pageOf,
  similarResults,
  supplementalResults,
} from '../search/groups';
import { alphaShowcase } from '../ads/showcase';
import { apiFilterGroups } from '../search/filter-groups';
import type { SearchResultsModel } from '../search/model';

/** Option labels of the search's filter groups: the names the breadcrumbs show. */
const labelFrom = (model: SearchResultsModel) => (group: string, code: string) =>
  model.response.filterGroups.find((g) => g.name === group)?.options.find((o) => o.value === code)?.label;

export const SearchResults: SearchResultsResolvers = {
  request: (model) => model,
  totalResultCount: ({ response }) => response.totalResultCount,
  marketExtensionCount: ({ response }) => response.marketExtensionCount ?? 0,
  listings: ({ response }) => response.listings,
  results: (model, _args, ctx) => mainResults(model, ctx),
  supplemental: (model, _args, ctx) => supplementalResults(model, ctx),
  similar: (model, _args, ctx) => similarResults(model, ctx),
  highlights: (model, _args, ctx) => highlightResults(model, ctx),
  alphaShowcase: (model, _args, ctx) => alphaShowcase(model, ctx),
  stats: ({ response }) => ({ price: response.stats.derivedprice, year: response.stats.year }),
  filterGroups: ({ response }) => apiFilterGroups(response.filterGroups),
  // docs/rules/results.md#relax-hints; the listing search sends them most first.
  relaxHints: ({ response }) => (response.relaxCounts ?? []).map(({ parameters, count }) => ({ parameters, count })),
  // docs/rules/filters.md#range-histograms
  histograms: ({ response }) => response.histograms ?? null,
  yearOptions: ({ params, now }) => yearOptions(params, now),
  breadcrumbs: async (model, _args, ctx) =>
    buildBreadcrumbs(model.params, {
      brand: model.brand,
      experience: first(model.params, 'experience'),
      label: labelFrom(model),
      locationLabel: await locationLabel(model, ctx),
    }),
  greatPriceCount: (model, _args, ctx) => greatPriceCount(model, ctx),
  crawlLinks: (model, _args, ctx) => crawlLinks(model, ctx),
  mileageStats: (model, _args, ctx) => mileageStats(model, ctx),
  packageNames: (model, _args, ctx) => packageNames(model, ctx),
  // The parts of the research content resolve (and fetch) only when selected.
  researchContent: (model) => model,
  firstRecord: ({ firstRecord }) => firstRecord,
  numRecords: ({ numRecords }) => numRecords,
  page: (model) => pageOf(model),
  lastPage: ({ firstRecord, response }) => firstRecord + response.listings.length >= response.totalResultCount,
  invalidQueryParams: ({ response, dropped }) => [
    ...new Set([...response.invalidQueryParams, ...dropped.map((d) => d.name)]),
  ],
};

export const SearchRequest: SearchRequestResolvers = {
  brand: (model) => model.brand,
  parameters: ({ params }) => Object.entries(params).map(([name, values]) => ({ name, values })),
  queryString: ({ params }) => canonicalQueryString(params),
  url: ({ params }) => srpHref(params),
  dropped: ({ dropped }) => dropped,
};
