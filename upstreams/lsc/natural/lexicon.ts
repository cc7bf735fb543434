import { CATALOGUE, type MakeSpec } from '../../db/catalogue/index';
import {
  BODY_STYLE_LABELS,
  DRIVE_LABELS,
  EXTERIOR_COLORS,
  FEATURES,
  FUEL_TYPE_LABELS,
  LISTING_TYPE_LABELS,
  TRANSMISSION_LABELS,
  VEHICLE_HISTORY,
} from '../../db/vocabulary';
import { BODY_ALIASES, COLOR_ALIASES, FEATURE_ALIASES, FUEL_ALIASES, MAKE_NICKNAMES } from '../aliases';
import {
  AFFORDABLE_MAX_PRICE,
  CHEAP_MAX_PRICE,
  FUEL_EFFICIENT_MPG,
  LONG_RANGE_ELECTRIC,
  LOW_MILEAGE,
  LUXURY_MIN_PRICE,
} from './constants';
import { words } from './tokens';

/** What a word or phrase means to the reader (docs/rules/natural-search.md). */
export type Meaning =
  | { kind: 'make'; code: string; label: string; nickname: boolean }
  | { kind: 'model'; model: ModelWords }
  | {
      kind: 'filter';
      params: ReadonlyArray<readonly [name: string, value: string]>;
      label: string;
      /** A vague word's reading: an explicit number for the same parameter wins. */
      weak?: boolean;
    }
  | { kind: 'size'; subtypes: Readonly<Partial<Record<SizedBody, string>>> }
  | { kind: 'newer' }
  | { kind: 'qualifier'; qualifier: Qualifier }
  | { kind: 'filler' };

/** How a word before a number reads it. */
export type Qualifier = 'max' | 'min' | 'between' | 'around' | 'after' | 'before' | 'within';

export type SizedBody = 'SUVCROSS' | 'SEDAN' | 'TRUCKS';
/** The subtype parameter of each body style a size narrows. */
export const SUBTYPE_PARAM: Record<SizedBody, string> = {
  SUVCROSS: 'suvSubtypeCode',
  SEDAN: 'sedanSubtypeCode',
  TRUCKS: 'bodyStyleSubtypeCode',
};

export interface ModelWords {
  makeCode: string;
  code: string;
  label: string;
  /** Trims by their words run together ('si', 'sporthybrid', 'c300'). */
  trims: ReadonlyMap<string, { code: string; label: string }>;
  /** Only right after its make: a name of digits alone (the Chrysler 300). */
  needsMake: boolean;
}

export interface Lexicon {
  /** Meanings by their words, space separated ('all wheel drive'). */
  phrases: ReadonlyMap<string, Meaning>;
  /** Makes and models by their words run together ('f150', 'crv', 'mercedesbenz'). */
  names: ReadonlyMap<string, Meaning>;
  /** Each make's models by their words run together, for the words right after the make. */
  modelsOfMake: ReadonlyMap<string, ReadonlyMap<string, ModelWords>>;
  /** The most words a phrase has. */
  longest: number;
}

const FILLERS = [
  'a',
  'an',
  'the',
  'with',
  'w',
  'sale',
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'auto',
  'autos',
  'i',
  'me',
  'my',
  'want',
  'wanna',
  'need',
  'looking',
  'look',
  'show',
  'find',
  'search',
  'that',
  'has',
  'have',
  'and',
  'or',
  'of',
  'on',
  'some',
  'any',
  'please',
  'in',
  'to',
  'by',
  'near',
  'close to',
  'outside',
  'at',
  'is',
  'are',
  'it',
  'only',
  'just',
  'than',
  'one',
  'ones',
  'something',
  'miles',
  'mi',
  'mile',
];

const QUALIFIERS: Record<Qualifier, string[]> = {
  max: [
    'under',
    'below',
    'less than',
    'up to',
    'max',
    'maximum',
    'at most',
    'no more than',
    'cheaper than',
    'for',
    'beneath',
    'lower than',
  ],
  min: ['over', 'above', 'more than', 'at least', 'min', 'minimum', 'from', 'starting at', 'since', 'greater than'],
  between: ['between'],
  around: ['around', 'about', 'roughly', 'approximately', 'approx', '~'],
  after: ['newer than', 'after'],
  before: ['older than', 'before'],
  within: ['within'],
};

/** Words for a size, and the subtype each gives before an SUV, a sedan or a truck. */
const SIZES: Array<[string[], Partial<Record<SizedBody, string>>]> = [
  [['subcompact'], { SUVCROSS: 'SUBCOMPACT_SUV', SEDAN: 'SUBCOMPACT_SEDAN' }],
  [['small'], { SUVCROSS: 'SUBCOMPACT_SUV', SEDAN: 'SUBCOMPACT_SEDAN', TRUCKS: 'COMPACT_TRUCK' }],
  [['compact'], { SUVCROSS: 'COMPACT_SUV', SEDAN: 'COMPACT_SEDAN', TRUCKS: 'COMPACT_TRUCK' }],
  [['midsize', 'mid size'], { SUVCROSS: 'MIDSIZE_SUV', SEDAN: 'MIDSIZE_SEDAN', TRUCKS: 'COMPACT_TRUCK' }],
  [
    ['full size', 'fullsize', 'large', 'big'],
    { SUVCROSS: 'FULLSIZE_SUV', SEDAN: 'FULLSIZE_SEDAN', TRUCKS: 'FULLSIZE_TRUCK' },
  ],
  [['heavy duty', 'hd'], { TRUCKS: 'HEAVYDUTY_TRUCK' }],
];

const filter = (name: string, value: string, label: string, weak = false): Meaning => ({
  kind: 'filter',
  params: [[name, value]],
  label,
  weak,
});

/** The filter vocabulary: each list of words and the one filter it stands for. */
function vocabulary(): Array<[string[], Meaning]> {
  const entries: Array<[string[], Meaning]> = [];
  const van = (subtype: string, label: string): Meaning => ({
    kind: 'filter',
    params: [
      ['vehicleStyleCode', 'VANMV'],
      ['vanSubtypeCode', subtype],
    ],
    label,
  });
  entries.push([['minivan', 'minivans', 'mini van', 'mini vans'], van('MINIVAN', 'Minivan')]);
  entries.push([['cargo van', 'cargo vans'], van('CARGO_VAN', 'Cargo Van')]);
  entries.push([['passenger van', 'passenger vans'], van('PASSENGER_VAN', 'Passenger Van')]);
  for (const [code, aliases] of Object.entries(BODY_ALIASES))
    entries.push([
      [BODY_STYLE_LABELS[code], code.toLowerCase(), ...aliases],
      filter('vehicleStyleCode', code, BODY_STYLE_LABELS[code]),
    ]);
  for (const [code, aliases] of Object.entries(FUEL_ALIASES))
    entries.push([[FUEL_TYPE_LABELS[code], ...aliases], filter('fuelTypeGroup', code, FUEL_TYPE_LABELS[code])]);
  entries.push([
    ['plug in hybrid', 'plugin hybrid', 'plug in hybrids'],
    filter('fuelTypeGroup', 'PIH', FUEL_TYPE_LABELS.PIH),
  ]);
  entries.push([['gasoline'], filter('fuelTypeGroup', 'GSL', FUEL_TYPE_LABELS.GSL)]);
  const drives: Record<string, string[]> = {
    AWD4WD: ['awd', '4wd', '4x4', 'all wheel drive', 'four wheel drive', '4 wheel drive', 'all wheel', 'four wheel'],
    FWD: ['fwd', 'front wheel drive', 'front wheel'],
    RWD: ['rwd', 'rear wheel drive', 'rear wheel'],
  };
  for (const [code, aliases] of Object.entries(drives))
    entries.push([aliases, filter('driveGroup', code, DRIVE_LABELS[code])]);
  entries.push([
    ['manual', 'stick', 'stick shift', 'manual transmission', 'standard transmission'],
    filter('transmissionCode', 'MAN', TRANSMISSION_LABELS.MAN),
  ]);
  entries.push([
    ['automatic', 'automatic transmission', 'auto transmission'],
    filter('transmissionCode', 'AUTO', TRANSMISSION_LABELS.AUTO),
  ]);
  for (const color of EXTERIOR_COLORS)
    entries.push([
      [color.label, ...(COLOR_ALIASES[color.code] ?? [])],
      filter('extColorSimple', color.code, color.label),
    ]);
  for (const feature of FEATURES)
    entries.push([
      [feature.label, ...(FEATURE_ALIASES[feature.code] ?? [])],
      filter('featureCode', feature.code, feature.label),
    ]);
  entries.push([['new'], filter('listingType', 'NEW', LISTING_TYPE_LABELS.NEW)]);
  entries.push([['used', 'pre owned', 'preowned'], filter('listingType', 'USED', LISTING_TYPE_LABELS.USED)]);
  entries.push([
    ['certified', 'cpo', 'certified pre owned', 'certified preowned'],
    filter('listingType', 'CERTIFIED', LISTING_TYPE_LABELS.CERTIFIED),
  ]);
  entries.push([
    ['by owner', 'private seller', 'private sellers', 'private party', 'for sale by owner'],
    filter('sellerType', 'p', 'Private Seller'),
  ]);
  entries.push([['dealer', 'dealers', 'dealership', 'dealerships'], filter('sellerType', 'd', 'Dealer')]);
  const history: Record<string, string[]> = {
    ONE_OWNER: ['one owner', '1 owner', 'single owner'],
    NO_ACCIDENTS: ['no accidents', 'no accident', 'accident free'],
    CLEAN_TITLE: ['clean title'],
  };
  for (const { code, label } of VEHICLE_HISTORY)
    entries.push([history[code] ?? [], filter('vehicleHistoryType', code, label)]);
  entries.push([
    ['great deal', 'great deals', 'great price', 'great prices'],
    filter('dealType', 'greatprice', 'Great Price'),
  ]);
  entries.push([
    ['good deal', 'good deals', 'good price', 'good prices'],
    filter('dealType', 'goodprice', 'Good Price'),
  ]);
  // Vague words (docs/rules/natural-search.md#vague-words).
  const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
  entries.push([
    ['cheap', 'inexpensive', 'budget', 'bargain'],
    filter('maxPrice', String(CHEAP_MAX_PRICE), `Under ${dollars(CHEAP_MAX_PRICE)}`, true),
  ]);
  entries.push([
    ['affordable'],
    filter('maxPrice', String(AFFORDABLE_MAX_PRICE), `Under ${dollars(AFFORDABLE_MAX_PRICE)}`, true),
  ]);
  entries.push([
    ['luxury', 'premium'],
    filter('minPrice', String(LUXURY_MIN_PRICE), `Over ${dollars(LUXURY_MIN_PRICE)}`, true),
  ]);
  entries.push([
    ['low miles', 'low mileage'],
    filter('mileage', String(LOW_MILEAGE), `Under ${LOW_MILEAGE.toLocaleString('en-US')} miles`, true),
  ]);
  entries.push([['newer', 'late model', 'recent'], { kind: 'newer' }]);
  entries.push([
    ['fuel efficient', 'good gas mileage', 'great gas mileage', 'good mpg', 'high mpg'],
    filter('mpgRange', FUEL_EFFICIENT_MPG, '30+ MPG highway'),
  ]);
  entries.push([['long range'], filter('electricMileRange', LONG_RANGE_ELECTRIC, '300+ miles electric range')]);
  entries.push([
    ['cheapest', 'lowest price', 'lowest priced', 'cheapest first', 'price low to high'],
    filter('sortBy', 'derivedpriceASC', 'Price: lowest first'),
  ]);
  entries.push([['newest', 'latest', 'newest first'], filter('sortBy', 'yearDESC', 'Year: newest first')]);
  entries.push([
    ['lowest miles', 'lowest mileage', 'fewest miles', 'least miles'],
    filter('sortBy', 'mileageASC', 'Mileage: lowest first'),
  ]);
  entries.push([['closest', 'nearest', 'closest first'], filter('sortBy', 'distanceASC', 'Distance: nearest first')]);
  for (const [aliases, subtypes] of SIZES) entries.push([aliases, { kind: 'size', subtypes }]);
  for (const [qualifier, aliases] of Object.entries(QUALIFIERS) as Array<[Qualifier, string[]]>)
    entries.push([aliases, { kind: 'qualifier', qualifier }]);
  entries.push([FILLERS, { kind: 'filler' }]);
  return entries;
}

const runTogether = (name: string) => words(name).replace(/ /g, '');

/** Names that run together make an everyday word: 'model s' is not 'models'. */
const NOT_NAMES = new Set(['models']);

/** Builds the reader's words from the catalogue and the filter vocabulary, once. */
export function buildLexicon(catalogue: readonly MakeSpec[] = CATALOGUE): Lexicon {
  const phrases = new Map<string, Meaning>();
  const names = new Map<string, Meaning>();
  const modelsOfMake = new Map<string, Map<string, ModelWords>>();
  const addPhrase = (text: string, meaning: Meaning) => {
    const key = words(text);
    if (key && !phrases.has(key)) phrases.set(key, meaning);
  };
  // The filter vocabulary first: a colour or body style keeps its word over a model's.
  for (const [aliases, meaning] of vocabulary()) for (const alias of aliases) addPhrase(alias, meaning);
  for (const make of catalogue) {
    const own: Meaning = { kind: 'make', code: make.code, label: make.name, nickname: false };
    phrases.set(words(make.name), own);
    names.set(runTogether(make.name), own);
    const models = new Map<string, ModelWords>();
    modelsOfMake.set(make.code, models);
    for (const model of make.models) {
      const key = runTogether(model.name);
      const trims = new Map<string, { code: string; label: string }>();
      for (const trim of model.trims) {
        const label = `${model.name} ${trim.name}`;
        for (const name of [runTogether(trim.name), trim.code.toLowerCase()])
          if (!trims.has(name)) trims.set(name, { code: `${model.code}|${trim.code}`, label });
      }
      const entry: ModelWords = {
        makeCode: make.code,
        code: model.code,
        label: `${make.name} ${model.name}`,
        trims,
        needsMake: /^\d+$/.test(key),
      };
      models.set(key, entry);
      if (entry.needsMake) continue;
      const meaning: Meaning = { kind: 'model', model: entry };
      const spaced = words(model.name);
      const existing = phrases.get(spaced);
      if (!existing || (existing.kind === 'make' && existing.nickname)) phrases.set(spaced, meaning);
      if (!names.has(key) && !NOT_NAMES.has(key)) names.set(key, meaning);
    }
  }
  for (const [code, nicknames] of Object.entries(MAKE_NICKNAMES)) {
    const make = catalogue.find((m) => m.code === code);
    if (!make) continue;
    for (const nickname of nicknames)
      if (!phrases.has(words(nickname)))
        phrases.set(words(nickname), { kind: 'make', code, label: make.name, nickname: true });
  }
  const longest = Math.max(...[...phrases.keys()].map((key) => key.split(' ').length));
  return { phrases, names, modelsOfMake, longest };
}
