import type { LscFilterGroup, LscFilterOption } from '../../contracts/lsc/index';
import {
  BODY_STYLE_LABELS,
  DRIVE_LABELS,
  ENGINE_LABELS,
  EXTERIOR_COLORS,
  FEATURES,
  FUEL_TYPE_LABELS,
  HOME_SERVICES,
  INTERIOR_COLORS,
  LISTING_TYPE_LABELS,
  TRANSMISSION_LABELS,
  TRUCK_CAB_STYLES,
  VEHICLE_HISTORY,
} from '../db/vocabulary';
import type { DimensionColumn, ListingIndex } from './engine/listing-index';
import { MILEAGE_OPTIONS, RADIUS_OPTIONS, type FacetCounts, type SearchQuery } from './engine/search';

const table = (entries: ReadonlyArray<{ code: string; label: string }>) =>
  Object.fromEntries(entries.map((e) => [e.code, e.label]));
const humanize = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** Option labels per group; groups without a table fall back to a readable form of the code. */
function labeller(index: ListingIndex): Record<string, (code: string) => string> {
  const from = (labels: Record<string, string>) => (code: string) => labels[code] ?? humanize(code);
  return {
    makeCode: (code) => index.names.make.get(code) ?? code,
    modelCode: (code) => index.names.model.get(code) ?? code,
    trimCode: (code) => index.names.trim.get(code) ?? code.split('|')[1] ?? code,
    seriesCode: (code) => index.names.series.get(code) ?? code,
    packages: (code) => code,
    listingType: from(LISTING_TYPE_LABELS),
    sellerType: from({ p: 'Private Seller', d: 'Dealer' }),
    vehicleStyleCode: from(BODY_STYLE_LABELS),
    driveGroup: from(DRIVE_LABELS),
    fuelTypeGroup: from(FUEL_TYPE_LABELS),
    engineCode: from(ENGINE_LABELS),
    engineDisplacement: (code) => code,
    transmissionCode: from(TRANSMISSION_LABELS),
    extColorSimple: from(table(EXTERIOR_COLORS)),
    intColorSimple: from(table(INTERIOR_COLORS)),
    featureCode: from(table(FEATURES)),
    vehicleHistoryType: from(table(VEHICLE_HISTORY)),
    homeServices: from(table(HOME_SERVICES)),
    dealType: from({ greatprice: 'Great Price', goodprice: 'Good Price' }),
    doorCode: (code) => `${code.replace('DOOR', '')} Doors`,
    vehicleUseType: from({ PERSONAL: 'Personal Use', COMMERCIAL: 'Commercial Use' }),
    vehicleExchange: from({ true: 'Money Back Guarantee' }),
    truckBedLength: from({ SHORT: 'Short Bed', STANDARD: 'Standard Bed', LONG: 'Long Bed' }),
    truckCabSize: from(table(TRUCK_CAB_STYLES)),
    mpgRange: (code) => `${code.replace('-MPG', '')}+ MPG`,
    electricMileRange: (code) => (code.endsWith('-') ? `${code.slice(0, -1)}+ Miles` : `${code} Miles`),
  };
}

const GROUP_LABELS: Record<string, string> = {
  makeCode: 'Make',
  modelCode: 'Model',
  seriesCode: 'Series',
  trimCode: 'Trim',
  packages: 'Packages',
  listingType: 'Condition',
  sellerType: 'Seller Type',
  vehicleStyleCode: 'Body Style',
  bodyStyleSubtypeCode: 'Body Style Type',
  suvSubtypeCode: 'SUV Type',
  sedanSubtypeCode: 'Sedan Type',
  vanSubtypeCode: 'Van Type',
  truckBedLength: 'Truck Bed Length',
  truckCabSize: 'Truck Cab Size',
  driveGroup: 'Drive Type',
  fuelTypeGroup: 'Fuel Type',
  engineCode: 'Engine',
  engineDisplacement: 'Engine Displacement',
  transmissionCode: 'Transmission',
  extColorSimple: 'Exterior Color',
  intColorSimple: 'Interior Color',
  doorCode: 'Doors',
  vehicleUseType: 'Vehicle Use Type',
  vehicleExchange: 'Money Back Guarantee',
  electricMileRange: 'Electric Mile Range',
  featureCode: 'Features',
  vehicleHistoryType: 'Vehicle History',
  homeServices: 'Ways to Purchase',
  dealType: 'Best Deals',
  mpgRange: 'Fuel Economy',
  mileage: 'Mileage',
  searchRadius: 'Distance',
};

/** Fuel types in their display order (docs/rules/filters.md#which-options-are-listed). */
const FUEL_ORDER = ['ELE', 'GSL', 'HYB', 'PIH', 'DSL', 'HYD', 'ALT'];

const collator = new Intl.Collator('en', { numeric: true });
const fuelRank = (code: string) => FUEL_ORDER.indexOf(code);

/**
 * Dictionary positions of a column in display order (by label; fuel types in their own order, docs/rules/filters.md#which-options-are-listed).
 * Labels of a code never change, so the order is kept until the dictionary grows.
 */
const orders = new WeakMap<DimensionColumn, number[]>();
function displayOrder(column: DimensionColumn, label: (code: string) => string): number[] {
  let order = orders.get(column);
  if (!order || order.length !== column.dictionary.length) {
    const labels = column.dictionary.map(label);
    order = column.dictionary.map((_, i) => i);
    order.sort(
      column.dimension.name === 'fuelTypeGroup'
        ? (a, b) => fuelRank(column.dictionary[a]) - fuelRank(column.dictionary[b])
        : (a, b) => collator.compare(labels[a], labels[b]),
    );
    orders.set(column, order);
  }
  return order;
}

/**
 * Groups whose options are listed even at count 0 (disabled): every make, the money back guarantee
 * (one option; its panel says 0 rather than vanishing), every cab style (a cab size stands for all
 * of its styles, so choosing one must know them all).
 */
const LISTED_AT_ZERO = new Set(['makeCode', 'vehicleExchange', 'truckCabSize']);

/** The cab size each cab style belongs to: the parent of a truckCabSize option. */
const CAB_SIZE_OF = new Map(TRUCK_CAB_STYLES.map((s) => [s.code, s.size]));

function option(
  label: string,
  value: string,
  count: number,
  selected: boolean,
  neverDisabled = false,
): LscFilterOption {
  return { label, value, count, selected, disabled: !neverDisabled && count <= 0 };
}

function withParent(option: LscFilterOption, parent: string | undefined): LscFilterOption {
  if (parent !== undefined) option.parent = parent;
  return option;
}

/** Every filter group (docs/rules/filters.md#filter-groups) that the data carries, with disjunctive counts. */
export function filterGroups(index: ListingIndex, query: SearchQuery, facets: FacetCounts): LscFilterGroup[] {
  const labels = labeller(index);
  // Models sit under their make, trims ('MODEL|TRIM') under their model, cab styles under their cab size.
  const parentOf = (name: string, code: string): string | undefined =>
    name === 'modelCode'
      ? index.modelMake.get(code)
      : name === 'trimCode'
        ? code.split('|')[0]
        : name === 'truckCabSize'
          ? CAB_SIZE_OF.get(code)
          : undefined;
  const groups: LscFilterGroup[] = [];
  const selectedMakes = query.filters.makeCode ?? [];
  const selectedModels = query.filters.modelCode ?? [];
  for (const [name, column] of index.dimensions) {
    const counts = facets.dimensions.get(name)!;
    const selected = new Set(query.filters[name] ?? []);
    const label = labels[name] ?? humanize;
    // Models appear once a make is chosen, trims once a model is (as on the SRP's panel).
    const visible = (code: string) =>
      name === 'modelCode'
        ? selectedMakes.includes(index.modelMake.get(code) ?? '')
        : name === 'trimCode'
          ? selectedModels.includes(code.split('|')[0])
          : true;
    // A base constraint on a single dimension (the car maker's make) leaves only its own codes to
    // choose from: the others are not listed, even in a group listed at count 0 (docs/rules/filters.md#base-constraints).
    const constrained = column.dimension.kind === 'single' ? query.constraints?.[name] : undefined;
    const offered = (code: string) => constrained === undefined || constrained.includes(code);
    const options: LscFilterOption[] = [];
    for (const i of displayOrder(column, label)) {
      const code = column.dictionary[i];
      const count = counts[i];
      if (selected.has(code) || (visible(code) && offered(code) && (count > 0 || LISTED_AT_ZERO.has(name)))) {
        options.push(withParent(option(label(code), code, count, selected.has(code)), parentOf(name, code)));
      }
    }
    const unknown = [...selected].filter((code) => !column.indexOf.has(code));
    if (unknown.length) {
      for (const code of unknown) options.push(withParent(option(label(code), code, 0, true), parentOf(name, code)));
      options.sort(
        name === 'fuelTypeGroup'
          ? (a, b) => fuelRank(a.value) - fuelRank(b.value)
          : (a, b) => collator.compare(a.label, b.label),
      );
    }
    groups.push({
      name,
      label: GROUP_LABELS[name] ?? humanize(name),
      collapsed: selected.size === 0,
      value: [...selected],
      options,
    });
  }
  groups.push({
    name: 'mileage',
    label: GROUP_LABELS.mileage,
    collapsed: query.maxMileage === undefined,
    value: query.maxMileage === undefined ? [] : [String(query.maxMileage)],
    options: MILEAGE_OPTIONS.map((max, i) =>
      option(`Under ${max.toLocaleString('en-US')}`, String(max), facets.mileage[i], query.maxMileage === max),
    ),
  });
  groups.push({
    name: 'searchRadius',
    label: GROUP_LABELS.searchRadius,
    collapsed: false,
    value: [String(query.searchRadius)],
    // Radius options are never disabled: a wider radius is always a sensible choice.
    options: RADIUS_OPTIONS.map((r, i) =>
      option(r === 0 ? 'Nationwide' : `${r} Miles`, String(r), facets.radius[i], query.searchRadius === r, true),
    ),
  });
  return groups;
}
