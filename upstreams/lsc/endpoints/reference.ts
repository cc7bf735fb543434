import type { FastifyInstance } from 'fastify';
import {
  BODY_STYLE_LABELS,
  DRIVE_LABELS,
  EXTERIOR_COLORS,
  FEATURES,
  FUEL_TYPE_LABELS,
  INTERIOR_COLORS,
  LISTING_TYPE_LABELS,
  TRANSMISSION_LABELS,
} from '../../db/vocabulary';
import { MILEAGE_STAT_THRESHOLDS } from '../constants';
import type { Queryable } from '../../db/database';
import { catalogueOf, type Catalogue } from './catalogue';
import { InvalidParameterError, NotFoundError, codes, endpoint, type EndpointDeps, type Params } from './common';

/** One code of a reference list: its label and the query parameter it goes in. */
export interface ReferenceItem {
  code: string;
  label: string;
  param: string;
  [extra: string]: unknown;
}

/** Fuel types in their display order (docs/rules/filters.md#which-options-are-listed). */
const FUEL_ORDER = ['ELE', 'GSL', 'HYB', 'PIH', 'DSL', 'HYD', 'ALT'];

function makesOf(catalogue: Catalogue, query: Params): string[] {
  const makes = codes(query, 'makeCode');
  for (const make of makes) {
    if (!catalogue.makes.some((m) => m.code === make))
      throw new InvalidParameterError('makeCode', `unknown make ${make}`);
  }
  return makes;
}

/**
 * Series: a family of models of one make sharing their first word ('Silverado 1500', 'Silverado
 * 2500HD', 'Silverado EV' are the Silverado series), as stored with the models (migration 007,
 * seriesOf() in db/catalogue). The codes are those of the seriesCode filter.
 */
function series(catalogue: Catalogue, makes: string[]): ReferenceItem[] {
  const families = new Map<string, { makeCode: string; label: string; models: string[] }>();
  for (const model of catalogue.models) {
    if (model.seriesCode === null || (makes.length && !makes.includes(model.makeCode))) continue;
    const family = families.get(model.seriesCode);
    if (family) family.models.push(model.code);
    else
      families.set(model.seriesCode, {
        makeCode: model.makeCode,
        label: model.seriesName ?? model.seriesCode,
        models: [model.code],
      });
  }
  return [...families.entries()].map(([code, f]) => ({
    code,
    label: f.label,
    param: 'seriesCode',
    makeCode: f.makeCode,
    modelCodes: f.models,
  }));
}

async function reference(
  db: Queryable,
  kind: string,
  query: Params,
): Promise<{ kind: string; items: ReferenceItem[] }> {
  const catalogue = await catalogueOf(db);
  const items = ((): ReferenceItem[] => {
    switch (kind) {
      case 'makes':
        return catalogue.makes.map((m) => ({ code: m.code, label: m.name, param: 'makeCode' }));
      case 'models': {
        const makes = makesOf(catalogue, query);
        if (makes.length === 0) throw new InvalidParameterError('makeCode', 'give the make whose models to list');
        return catalogue.models
          .filter((m) => makes.includes(m.makeCode))
          .map((m) => ({
            code: m.code,
            label: m.name,
            param: 'modelCode',
            makeCode: m.makeCode,
            vehicleStyleCode: m.bodyStyle,
          }));
      }
      case 'series':
        return series(catalogue, makesOf(catalogue, query));
      case 'trims': {
        const makes = makesOf(catalogue, query);
        const models = codes(query, 'modelCode');
        if (models.length === 0) throw new InvalidParameterError('modelCode', 'give the model whose trims to list');
        for (const code of models) {
          const model = catalogue.models.find((m) => m.code === code);
          if (!model) throw new InvalidParameterError('modelCode', `unknown model ${code}`);
          if (makes.length && !makes.includes(model.makeCode))
            throw new InvalidParameterError('modelCode', `${code} is not a model of ${makes.join(', ')}`);
        }
        return catalogue.trims
          .filter((t) => models.includes(t.modelCode))
          .map((t) => ({
            code: `${t.modelCode}|${t.code}`,
            label: t.name,
            param: 'trimCode',
            modelCode: t.modelCode,
            msrp: t.msrp,
          }));
      }
      case 'bodystyles':
        return Object.entries(BODY_STYLE_LABELS).map(([code, label]) => ({ code, label, param: 'vehicleStyleCode' }));
      case 'years': {
        const first = Math.min(...catalogue.models.map((m) => m.firstYear));
        const last = Math.max(...catalogue.models.map((m) => m.lastYear));
        return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => String(last - i)).map((y) => ({
          code: y,
          label: y,
          param: 'startYear',
        }));
      }
      case 'mileageRanges':
        return MILEAGE_STAT_THRESHOLDS.map((miles) => ({
          code: String(miles),
          label: `Under ${miles.toLocaleString('en-US')}`,
          param: 'mileage',
        }));
      case 'colors':
        return [
          ...EXTERIOR_COLORS.map((c) => ({ code: c.code, label: c.label, param: 'extColorSimple', hex: c.hex })),
          ...INTERIOR_COLORS.map((c) => ({ code: c.code, label: c.label, param: 'intColorSimple' })),
        ];
      case 'fuelTypes':
        return Object.entries(FUEL_TYPE_LABELS)
          .sort(([a], [b]) => FUEL_ORDER.indexOf(a) - FUEL_ORDER.indexOf(b))
          .map(([code, label]) => ({ code, label, param: 'fuelTypeGroup' }));
      case 'features':
        return FEATURES.map((f) => ({ code: f.code, label: f.label, param: 'featureCode' }));
      case 'listingTypes':
        return Object.entries(LISTING_TYPE_LABELS).map(([code, label]) => ({ code, label, param: 'listingType' }));
      case 'driveTypes':
        return Object.entries(DRIVE_LABELS).map(([code, label]) => ({ code, label, param: 'driveGroup' }));
      case 'transmissions':
        return Object.entries(TRANSMISSION_LABELS).map(([code, label]) => ({ code, label, param: 'transmissionCode' }));
      default:
        throw new NotFoundError(`No reference data of kind '${kind}'; kinds are ${REFERENCE_KINDS.join(', ')}`, 'kind');
    }
  })();
  return { kind, items };
}

/** The reference data lookups by kind (makes, models, series, body styles, years, mileage ranges …). */
const REFERENCE_KINDS = [
  'makes',
  'models',
  'series',
  'trims',
  'bodystyles',
  'years',
  'mileageRanges',
  'colors',
  'fuelTypes',
  'features',
  'listingTypes',
  'driveTypes',
  'transmissions',
] as const;

/** GET /rest/lsc/reference/{kind}. */
export function registerReference(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/reference/:kind', ({ db, path, query }) => reference(db, path.kind, query));
}
