import type { FastifyInstance } from 'fastify';
import { MAX_MARKET_YEARS } from '../constants';
import { parseSearchParams } from '../query';
import type { ListingSearchService } from '../service';
import { endpoint, srpHref, values, without, type EndpointDeps, type Params } from './common';

export interface CrawlLink {
  label: string;
  href: string;
  count: number;
}

const MAKE_PARAMS = ['makeCode', 'makeCodeList', 'makeCode1', 'makeCode2', 'makeCode3'];
const MODEL_PARAMS = ['modelCode', 'modelCodeList', 'modelCode1', 'modelCode2', 'modelCode3'];
const TRIM_PARAMS = ['trimCode', 'trimCodeList'];
/** Paging and sorting say nothing about which cars a link leads to. */
const PAGING_PARAMS = ['firstRecord', 'numRecords', 'sortBy', 'page'];

const all = (query: Params, names: string[]) => [...new Set(names.flatMap((name) => values(query, name)))];

/** The query's other filters, kept on every link so that following it finds the counted listings. */
function linkBase(query: Params, drop: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(without(query, [...drop, ...PAGING_PARAMS]))) {
    const list = values(query, name);
    if (list.length) out[name] = list;
  }
  return out;
}

/** Trim codes of the query that belong to this model (given as 'model|trim' or 'make|trim'). */
const trimsOf = (trims: string[], makeCode: string, modelCode?: string) =>
  trims.filter((t) => {
    const [parent] = t.split('|');
    return parent === makeCode || (modelCode !== undefined && parent === modelCode);
  });

/**
 * Links to the model years present in the search (docs/rules/pages.md#crawl-links), per model year when models
 * are searched, per make year when only makes are, per year otherwise; newest first and at most 11.
 */
function modelYears(service: ListingSearchService, query: Params, newOnly: boolean): { links: CrawlLink[] } {
  const params: Params = newOnly ? { ...query, listingType: 'NEW' } : query;
  parseSearchParams(params);
  const searchParams = without(params, PAGING_PARAMS);
  const models = all(params, MODEL_PARAMS);
  const makes = all(params, MAKE_PARAMS);
  const trims = all(params, TRIM_PARAMS);
  const level = models.length ? 'model' : makes.length ? 'make' : 'year';
  const groups = new Map<
    string,
    { year: number; makeCode: string; makeName: string; modelCode: string; modelName: string; count: number }
  >();
  for (const { record } of service.matching(searchParams)) {
    const key =
      level === 'model'
        ? `${record.modelCode}|${record.year}`
        : level === 'make'
          ? `${record.makeCode}|${record.year}`
          : String(record.year);
    const group = groups.get(key);
    if (group) group.count++;
    else
      groups.set(key, {
        year: record.year,
        makeCode: record.makeCode,
        makeName: record.makeName,
        modelCode: record.modelCode,
        modelName: record.modelName,
        count: 1,
      });
  }
  const base = linkBase(params, [...MAKE_PARAMS, ...MODEL_PARAMS, ...TRIM_PARAMS, 'startYear', 'endYear']);
  const links = [...groups.values()].map((g) => {
    const year = String(g.year);
    const vehicle =
      level === 'model'
        ? { makeCode: g.makeCode, modelCode: g.modelCode, trimCode: trimsOf(trims, g.makeCode, g.modelCode) }
        : level === 'make'
          ? { makeCode: g.makeCode, trimCode: trimsOf(trims, g.makeCode) }
          : {};
    const label =
      level === 'model'
        ? `${year} ${g.makeName} ${g.modelName}`
        : level === 'make'
          ? `${year} ${g.makeName}`
          : `${year} Cars`;
    return {
      label,
      href: srpHref({ ...base, ...vehicle, startYear: year, endYear: year }),
      count: g.count,
      year: g.year,
    };
  });
  links.sort((a, b) => b.year - a.year || b.count - a.count || a.label.localeCompare(b.label));
  return { links: links.slice(0, MAX_MARKET_YEARS).map(({ label, href, count }) => ({ label, href, count })) };
}

/** Links to every trim of the searched model(s) present in the search, whatever trim is chosen now (docs/rules/pages.md#crawl-links). */
function trimLinks(service: ListingSearchService, query: Params, newOnly: boolean): { links: CrawlLink[] } {
  const params: Params = newOnly ? { ...query, listingType: 'NEW' } : query;
  parseSearchParams(params);
  if (all(params, MODEL_PARAMS).length === 0) return { links: [] };
  const groups = new Map<
    string,
    {
      makeCode: string;
      makeName: string;
      modelCode: string;
      modelName: string;
      trimCode: string;
      trimName: string;
      count: number;
    }
  >();
  for (const { record } of service.matching(without(params, [...TRIM_PARAMS, ...PAGING_PARAMS]))) {
    const key = `${record.modelCode}|${record.trimCode}`;
    const group = groups.get(key);
    if (group) group.count++;
    else
      groups.set(key, {
        makeCode: record.makeCode,
        makeName: record.makeName,
        modelCode: record.modelCode,
        modelName: record.modelName,
        trimCode: record.trimCode,
        trimName: record.trimName,
        count: 1,
      });
  }
  const startYear = values(params, 'startYear')[0];
  const yearPrefix = startYear !== undefined && startYear === values(params, 'endYear')[0] ? `${startYear} ` : '';
  const base = linkBase(params, [...MAKE_PARAMS, ...MODEL_PARAMS, ...TRIM_PARAMS]);
  const links = [...groups.values()].map((g) => ({
    label: `${yearPrefix}${g.makeName} ${g.modelName} ${g.trimName}`,
    href: srpHref({ ...base, makeCode: g.makeCode, modelCode: g.modelCode, trimCode: `${g.modelCode}|${g.trimCode}` }),
    count: g.count,
  }));
  links.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { links };
}

/** GET /rest/lsc/crawl/{modelyears, newmodelyears, trims, newtrims} (docs/rules/pages.md#crawl-links). */
export function registerCrawl(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/crawl/modelyears', ({ service, query }) => modelYears(service, query, false));
  endpoint(scope, deps, 'GET', '/rest/lsc/crawl/newmodelyears', ({ service, query }) =>
    modelYears(service, query, true),
  );
  endpoint(scope, deps, 'GET', '/rest/lsc/crawl/trims', ({ service, query }) => trimLinks(service, query, false));
  endpoint(scope, deps, 'GET', '/rest/lsc/crawl/newtrims', ({ service, query }) => trimLinks(service, query, true));
}
