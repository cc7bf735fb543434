import type { FastifyInstance } from 'fastify';
import { BODY_STYLE_LABELS, FUEL_TYPE_LABELS } from '../../db/vocabulary';
import {
  MAX_MODEL_INFO_NUM_RECORDS,
  MAX_YEAR,
  MIN_YEAR,
  MODEL_INFO_NUM_RECORDS,
  TRIM_SPEC_MIN_SHARE,
} from '../constants';
import type { ListingRecord } from '../records';
import type { ListingSearchService } from '../service';
import type { Queryable } from '../../db/database';
import { catalogueOf } from './catalogue';
import {
  InvalidParameterError,
  NotFoundError,
  codes,
  endpoint,
  integer,
  type EndpointDeps,
  type Params,
} from './common';

/** Trim spec flags (heated seats, navigation …), by the feature code that shows them. */
const SPEC_FEATURES = {
  heatedSeats: '1092',
  leatherSeats: '1074',
  rearviewCamera: '1080',
  bluetooth: '1021',
  laneDeparture: '1327',
  navigation: '1064',
  remoteStart: '1065',
  sunroof: '1078',
} as const;

function priceSummary(records: ListingRecord[]) {
  if (records.length === 0) return { count: 0, startingPrice: null, avgPrice: null, maxPrice: null };
  let min = Infinity,
    max = -Infinity,
    sum = 0;
  for (const r of records) {
    min = Math.min(min, r.price);
    max = Math.max(max, r.price);
    sum += r.price;
  }
  return { count: records.length, startingPrice: min, avgPrice: Math.round(sum / records.length), maxPrice: max };
}

function specs(records: ListingRecord[]): Record<keyof typeof SPEC_FEATURES, boolean> | null {
  if (records.length === 0) return null;
  const entries = Object.entries(SPEC_FEATURES).map(([flag, code]) => {
    const having = records.filter((r) => r.features.includes(code)).length;
    return [flag, having / records.length >= TRIM_SPEC_MIN_SHARE];
  });
  return Object.fromEntries(entries) as Record<keyof typeof SPEC_FEATURES, boolean>;
}

/**
 * The model's facts for a run of model years: make, model, year, body
 * style, its trims with national MSRP, EPA figures and electric range from the catalogue, and
 * the listing count and prices of that model year from the index.
 */
async function modelInfo(service: ListingSearchService, db: Queryable, query: Params) {
  const [modelCode, ...extraModels] = codes(query, 'modelCode');
  if (!modelCode) throw new InvalidParameterError('modelCode', 'give the model code (e.g. F150PICKUP)');
  if (extraModels.length) throw new InvalidParameterError('modelCode', 'give one model code');
  const [makeCode] = codes(query, 'makeCode');
  const startYear = integer(query, 'startYear', MIN_YEAR, MAX_YEAR) ?? new Date().getUTCFullYear() - 1;
  const numRecords = integer(query, 'numRecords', 1, MAX_MODEL_INFO_NUM_RECORDS) ?? MODEL_INFO_NUM_RECORDS;
  const catalogue = await catalogueOf(db);
  const model = catalogue.models.find((m) => m.code === modelCode);
  if (!model) throw new NotFoundError(`No model ${modelCode}`, 'modelCode');
  if (makeCode && makeCode !== model.makeCode)
    throw new InvalidParameterError('makeCode', `${modelCode} is not a model of ${makeCode}`);
  const make = catalogue.makes.find((m) => m.code === model.makeCode)!;
  const trims = catalogue.trims.filter((t) => t.modelCode === model.code);
  const firstYear = Math.max(model.firstYear, startYear - numRecords + 1);
  const lastYear = Math.min(model.lastYear, startYear);
  const listings =
    firstYear <= lastYear
      ? service
          .matching({ modelCode: model.code, startYear: String(firstYear), endYear: String(lastYear) })
          .map((c) => c.record)
      : [];
  const items = [];
  for (let year = lastYear; year >= firstYear; year--) {
    const ofYear = listings.filter((r) => r.year === year);
    const electric = (fuel: string) => fuel === 'ELE' || fuel === 'PIH';
    items.push({
      year,
      make: { code: make.code, name: make.name },
      model: { code: model.code, name: model.name },
      bodyStyle: { code: model.bodyStyle, label: BODY_STYLE_LABELS[model.bodyStyle] ?? model.bodyStyle },
      bodySubtype: model.bodySubtype,
      doors: model.doors,
      seats: model.seats,
      startingPrice: Math.min(...trims.map((t) => t.msrp)),
      mpg: {
        city: Math.max(...trims.filter((t) => !electric(t.fuelType)).map((t) => t.mpgCity), 0) || null,
        highway: Math.max(...trims.filter((t) => !electric(t.fuelType)).map((t) => t.mpgHwy), 0) || null,
      },
      evRange: Math.max(...trims.map((t) => t.evRange ?? 0), 0) || null,
      listings: priceSummary(ofYear),
      trims: trims.map((t) => {
        const ofTrim = ofYear.filter((r) => r.trimCode === t.code);
        return {
          trimCode: t.code,
          trimName: t.name,
          nationalMSRP: t.msrp,
          atcMake: make.name,
          atcModel: model.name,
          atcMakeCode: make.code,
          atcModelCode: model.code,
          engineType: t.engine,
          fuelType: FUEL_TYPE_LABELS[t.fuelType] ?? t.fuelType,
          horsepower: t.horsepower,
          drives: t.drives,
          epaCity: electric(t.fuelType) ? null : t.mpgCity,
          epaHwy: electric(t.fuelType) ? null : t.mpgHwy,
          epaMpgeCity: electric(t.fuelType) ? t.mpgCity : null,
          epaMpgeHwy: electric(t.fuelType) ? t.mpgHwy : null,
          evRange: t.evRange,
          bodyStyle: BODY_STYLE_LABELS[model.bodyStyle] ?? model.bodyStyle,
          ...priceSummary(ofTrim),
          specs: specs(ofTrim),
        };
      }),
    });
  }
  return { totalResultCount: items.length, items };
}

/** GET /rest/lsc/modelinfo/ymm (no gateway client calls it yet). */
export function registerModelInfo(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/modelinfo/ymm', ({ service, db, query }) => modelInfo(service, db, query));
}
