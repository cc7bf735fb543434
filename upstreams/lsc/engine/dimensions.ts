import type { ListingRecord, OwnerRecord } from '../records';
import {
  HISTOGRAM_FIRST_YEAR,
  HISTOGRAM_LAST_YEAR,
  MILEAGE_OPTIONS,
  PRICE_BIN_LIMIT,
  PRICE_BIN_WIDTH,
} from '../constants';

/**
 * The facet dimensions of the search: each is a filter group (docs/rules/filters.md#filter-groups) whose options are codes
 * taken from the listing. 'single' dimensions give a listing at most one code; 'multi' ones give
 * it a set (features, history …), of at most 32 codes.
 */
export interface Dimension {
  name: string;
  kind: 'single' | 'multi';
  /**
   * Multi only: whether a listing must carry every selected code ('all', the default: features,
   * history …) or any one of them ('any': packages). Single dimensions always take any.
   */
  match?: 'all' | 'any';
  codes(listing: ListingRecord, owner: OwnerRecord | undefined, dealIndicator: string | null): string | string[] | null;
}

const sub = (body: string) => (l: ListingRecord) => (l.bodyStyle === body ? l.bodySubtype : null);

/** Bed lengths in feet to the groups of the truck bed length filter. */
function bedLengthGroup(feet: number | null): string | null {
  if (feet === null) return null;
  if (feet < 6) return 'SHORT';
  if (feet < 7) return 'STANDARD';
  return 'LONG';
}

/** Electric range buckets of the electricMileRange filter. */
function electricRangeGroup(miles: number | null): string | null {
  if (miles === null) return null;
  if (miles < 100) return '0-99';
  if (miles < 200) return '100-199';
  if (miles < 300) return '200-299';
  return '300-';
}

/** mpgRange options are thresholds: a 34 mpg car matches '30-MPG' and '20-MPG'. */
const MPG_THRESHOLDS = [20, 30, 40, 50] as const;

export const DIMENSIONS: readonly Dimension[] = [
  { name: 'makeCode', kind: 'single', codes: (l) => l.makeCode },
  { name: 'modelCode', kind: 'single', codes: (l) => l.modelCode },
  { name: 'trimCode', kind: 'single', codes: (l) => `${l.modelCode}|${l.trimCode}` },
  // The series of the listing's model (a family of models of one make); none for a model alone in its family.
  { name: 'seriesCode', kind: 'single', codes: (l) => l.seriesCode },
  { name: 'listingType', kind: 'single', codes: (l) => l.listingType },
  { name: 'sellerType', kind: 'single', codes: (_l, o) => (o?.privateSeller ? 'p' : 'd') },
  { name: 'vehicleStyleCode', kind: 'single', codes: (l) => l.bodyStyle },
  { name: 'bodyStyleSubtypeCode', kind: 'single', codes: (l) => l.bodySubtype },
  { name: 'suvSubtypeCode', kind: 'single', codes: sub('SUVCROSS') },
  { name: 'sedanSubtypeCode', kind: 'single', codes: sub('SEDAN') },
  { name: 'vanSubtypeCode', kind: 'single', codes: sub('VANMV') },
  { name: 'truckBedLength', kind: 'single', codes: (l) => bedLengthGroup(l.truckBedLength) },
  // The cab style as the maker names it (SUPERCREW, CREWMAX …); the filter group says each one's cab size.
  { name: 'truckCabSize', kind: 'single', codes: (l) => l.truckCab },
  { name: 'driveGroup', kind: 'single', codes: (l) => l.driveGroup },
  { name: 'fuelTypeGroup', kind: 'single', codes: (l) => l.fuelType },
  { name: 'engineCode', kind: 'single', codes: (l) => l.engineCode },
  {
    name: 'engineDisplacement',
    kind: 'single',
    codes: (l) => (l.displacement > 0 ? `${l.displacement.toFixed(1)}L` : null),
  },
  { name: 'transmissionCode', kind: 'single', codes: (l) => l.transmission },
  { name: 'extColorSimple', kind: 'single', codes: (l) => l.extColor },
  { name: 'intColorSimple', kind: 'single', codes: (l) => l.intColor },
  { name: 'doorCode', kind: 'single', codes: (l) => `${l.doors}DOOR` },
  { name: 'vehicleUseType', kind: 'single', codes: (l) => (l.commercial ? 'COMMERCIAL' : 'PERSONAL') },
  // Money back guarantee: a dealer offer; vehicleExchange=true keeps the listings of dealers making it.
  { name: 'vehicleExchange', kind: 'single', codes: (_l, o) => (o?.vehicleExchange ? 'true' : null) },
  {
    name: 'electricMileRange',
    kind: 'single',
    codes: (l) => (l.fuelType === 'ELE' || l.fuelType === 'PIH' ? electricRangeGroup(l.evRange) : null),
  },
  { name: 'featureCode', kind: 'multi', codes: (l) => l.features },
  // Option packages stored with the listing: any of the chosen packages will do.
  { name: 'packages', kind: 'multi', match: 'any', codes: (l) => l.packages },
  { name: 'vehicleHistoryType', kind: 'multi', codes: (l) => l.vehicleHistory },
  { name: 'homeServices', kind: 'multi', codes: (_l, o) => o?.homeServices ?? [] },
  {
    name: 'dealType',
    kind: 'multi',
    // 'goodprice' means good or better, so a great price is both.
    codes: (_l, _o, deal) => (deal === 'GREAT' ? ['greatprice', 'goodprice'] : deal === 'GOOD' ? ['goodprice'] : []),
  },
  {
    name: 'mpgRange',
    kind: 'multi',
    codes: (l) => MPG_THRESHOLDS.filter((t) => l.mpgHwy >= t && l.fuelType !== 'ELE').map((t) => `${t}-MPG`),
  },
];

export const DIMENSION_NAMES = new Set(DIMENSIONS.map((d) => d.name));

/**
 * Not a filter group of its own: the band of 'Under N miles' options a listing falls in (0 for the
 * lowest, MILEAGE_OPTIONS.length above all), counted like a code so the mileage counts come out of
 * the same facet pass as every other group.
 */
export const MILEAGE_BAND: Dimension = {
  name: 'mileage',
  kind: 'single',
  codes: (l) => String(mileageBand(l.mileage)),
};

function mileageBand(miles: number): number {
  let band = 0;
  while (band < MILEAGE_OPTIONS.length && miles > MILEAGE_OPTIONS[band]) band++;
  return band;
}

/** Price bins of the price histogram (docs/rules/filters.md#range-histograms): bin i is [i × width, (i + 1) × width). */
export const PRICE_BIN_COUNT = PRICE_BIN_LIMIT / PRICE_BIN_WIDTH + 1;
export function priceBin(price: number): number {
  return Math.max(0, Math.min(PRICE_BIN_COUNT - 1, Math.floor(price / PRICE_BIN_WIDTH)));
}
/** Year bins: one per model year, older and newer years clamped into the end bins. */
export const YEAR_BIN_COUNT = HISTOGRAM_LAST_YEAR - HISTOGRAM_FIRST_YEAR + 1;
export function yearBin(year: number): number {
  return Math.max(0, Math.min(YEAR_BIN_COUNT - 1, year - HISTOGRAM_FIRST_YEAR));
}
export const MILEAGE_BAND_COUNT = MILEAGE_OPTIONS.length + 1;
export { mileageBand };

/**
 * Like MILEAGE_BAND, not filter groups: the histogram bins of price and year, counted like codes
 * so a range panel's histogram leaves out its own filter in the same facet pass.
 */
export const PRICE_BAND: Dimension = { name: 'priceBin', kind: 'single', codes: (l) => String(priceBin(l.price)) };
export const YEAR_BAND: Dimension = { name: 'yearBin', kind: 'single', codes: (l) => String(yearBin(l.year)) };
