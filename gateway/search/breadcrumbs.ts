import { BRANDS, type BrandCode } from '../../contracts/search/brands';
import { emptyParams, first, srpHref, type SearchParams } from '../../contracts/search';

/**
 * The breadcrumb trail of the results page (docs/rules/breadcrumbs.md).
 *
 * Each crumb stands for some parameters of the search; it appears when they are present, and its
 * href is the results page holding the parameters of the trail up to and including it, in canonical
 * form. So every crumb links to a wider search than the one after it.
 *
 * Readings the rules leave open, decided here:
 * - The page crumb is 'Cars for Sale' ('Commercial Vehicles for Sale' under the commercial
 *   experience); the condition prefix goes on the condition crumb: 'Used Cars for Sale'.
 * - make, model, trim, owner, condition, style, fuelType, mpg and electricRange appear only for a
 *   single chosen value: a crumb names one thing. A model needs its make crumb, a trim its model
 *   crumb (its make crumb when no model is chosen), so no crumb links to a search its parents lack.
 * - The year crumb is the year when start and end are equal and 'start - end' otherwise; with only
 *   one bound it is left out.
 * - mpg is '{n}+ MPG' (an mpgRange code '30-MPG' is "30 or more"); electric range is '{n} Miles'
 *   with the open top range '300-' as '300+ Miles', as the filter options label them.
 * - 3P_CERT is looked up as USED (docs/rules/breadcrumbs.md#condition), so its crumb reads 'Used Cars for Sale'; its href
 *   keeps listingType=3P_CERT, the search the shopper is on.
 * - The car-maker brand's set is home (to /cars-for-sale), condition, make, model, trim and year:
 *   its home is the results page, so it has no page crumb, and it sells one maker's cars by model.
 * - The location crumb reads ctx.locationLabel ('Atlanta, GA'), else 'city, state', else the zip.
 */

export type BreadcrumbKind =
  | 'home'
  | 'page'
  | 'location'
  | 'owner'
  | 'condition'
  | 'style'
  | 'make'
  | 'model'
  | 'trim'
  | 'year'
  | 'price'
  | 'fuelType'
  | 'mpg'
  | 'electricRange';

export interface Breadcrumb {
  kind: BreadcrumbKind;
  label: string;
  href: string;
}

export interface BreadcrumbContext {
  brand: BrandCode;
  /** The SRP experience (commercial, best-deals, …); read from the params when not given. */
  experience?: string;
  /** The display name of a code in a filter group ('makeCode', 'TOYOTA') → 'Toyota'. */
  label: (group: string, code: string) => string | undefined;
  /** 'City, ST' of the search's zip. */
  locationLabel?: string;
}

/** Trail order (docs/rules/breadcrumbs.md#trail-order). */
const STANDARD_TRAIL: readonly BreadcrumbKind[] = [
  'home',
  'page',
  'location',
  'owner',
  'condition',
  'style',
  'make',
  'model',
  'trim',
  'year',
  'price',
  'fuelType',
  'mpg',
  'electricRange',
];
const CAR_MAKER_TRAIL: readonly BreadcrumbKind[] = ['home', 'condition', 'make', 'model', 'trim', 'year'];

/** Condition labels (docs/rules/breadcrumbs.md#condition). */
const CONDITION_LABELS: Readonly<Record<string, string>> = {
  USED: 'Used',
  CERTIFIED: 'Certified',
  '3P_CERT': 'Third-Party Certified',
  NEW: 'New',
};

/** Breadcrumbs look third-party certified up as used (docs/rules/breadcrumbs.md#condition). */
const BREADCRUMB_CONDITION: Readonly<Record<string, string>> = { '3P_CERT': 'USED' };

const COMMERCIAL = 'commercial';

const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** $20,000; a value that is not a number is shown as given. */
export function formatPrice(value: string): string {
  return /^\d+$/.test(value) ? PRICE.format(Number(value)) : value;
}

interface TrailState {
  params: SearchParams;
  ctx: BreadcrumbContext;
  commercial: boolean;
  shown: Set<BreadcrumbKind>;
}

interface CrumbRule {
  /** The parameters the crumb stands for; its href adds them to its parents'. */
  params: readonly string[];
  /** The crumb's label, or undefined when the search has no such crumb. */
  label(state: TrailState): string | undefined;
}

/** The one value of a parameter, or undefined when it has none or several. */
function single(params: SearchParams, name: string): string | undefined {
  const values = params[name];
  return values?.length === 1 ? values[0] : undefined;
}

const pageLabel = (commercial: boolean) => (commercial ? 'Commercial Vehicles for Sale' : 'Cars for Sale');

const named = (group: string) => (state: TrailState) => {
  const code = single(state.params, group);
  return code === undefined ? undefined : (state.ctx.label(group, code) ?? code);
};

const CRUMBS: Readonly<Record<Exclude<BreadcrumbKind, 'home'>, CrumbRule>> = {
  page: {
    params: ['experience'],
    label: ({ commercial }) => pageLabel(commercial),
  },
  location: {
    params: ['zip', 'city', 'state', 'dma', 'searchRadius'],
    label: ({ params, ctx }) => {
      const zip = first(params, 'zip');
      const city = first(params, 'city');
      const state = first(params, 'state');
      const cityState = city && state ? `${city}, ${state}` : undefined;
      if (!zip && !cityState) return undefined;
      return ctx.locationLabel ?? cityState ?? zip;
    },
  },
  owner: {
    params: ['sellerType'],
    label: ({ params }) => {
      const sellerType = single(params, 'sellerType');
      if (sellerType === undefined) return undefined;
      return sellerType === 'p' ? 'By Owner' : 'Dealer';
    },
  },
  condition: {
    params: ['listingType'],
    label: ({ params, commercial }) => {
      const type = single(params, 'listingType');
      const condition = type === undefined ? undefined : CONDITION_LABELS[BREADCRUMB_CONDITION[type] ?? type];
      return condition && `${condition} ${pageLabel(commercial)}`;
    },
  },
  style: {
    params: ['vehicleStyleCode'],
    label: (state) => {
      const style = named('vehicleStyleCode')(state);
      if (style === undefined || !state.commercial) return style;
      return `Commercial ${style === 'Van / Minivan' ? 'Van' : style}`;
    },
  },
  make: { params: ['makeCode'], label: named('makeCode') },
  model: {
    params: ['modelCode'],
    label: (state) => (state.shown.has('make') ? named('modelCode')(state) : undefined),
  },
  trim: {
    params: ['trimCode'],
    label: (state) => {
      const parent = state.params.modelCode ? 'model' : 'make';
      const trim = single(state.params, 'trimCode');
      if (trim === undefined || !state.shown.has(parent)) return undefined;
      return state.ctx.label('trimCode', trim) ?? trim.slice(trim.indexOf('|') + 1);
    },
  },
  year: {
    params: ['startYear', 'endYear'],
    label: ({ params }) => {
      const start = single(params, 'startYear');
      const end = single(params, 'endYear');
      if (start === undefined || end === undefined) return undefined;
      return start === end ? start : `${start} - ${end}`;
    },
  },
  price: {
    params: ['minPrice', 'maxPrice'],
    label: ({ params }) => {
      const min = single(params, 'minPrice');
      const max = single(params, 'maxPrice');
      if (min !== undefined && max !== undefined) return `Between ${formatPrice(min)} - ${formatPrice(max)}`;
      if (min !== undefined) return `Over ${formatPrice(min)}`;
      if (max !== undefined) return `Under ${formatPrice(max)}`;
      return undefined;
    },
  },
  fuelType: { params: ['fuelTypeGroup'], label: named('fuelTypeGroup') },
  mpg: {
    params: ['mpgRange'],
    label: (state) => {
      const code = single(state.params, 'mpgRange');
      const mpg = code?.match(/^\d+/)?.[0];
      return mpg ? `${mpg}+ MPG` : named('mpgRange')(state);
    },
  },
  electricRange: {
    params: ['electricMileRange'],
    label: ({ params }) => {
      const range = single(params, 'electricMileRange');
      if (range === undefined) return undefined;
      return `${range.endsWith('-') ? `${range.slice(0, -1)}+` : range} Miles`;
    },
  },
};

/** The breadcrumb trail of a search, home first. */
export function buildBreadcrumbs(params: SearchParams, ctx: BreadcrumbContext): Breadcrumb[] {
  const brand = BRANDS[ctx.brand];
  const experience = ctx.experience ?? first(params, 'experience');
  const commercial = experience === COMMERCIAL;
  const state: TrailState = { params, ctx, commercial, shown: new Set() };
  const trail = brand.breadcrumbSet === 'carMaker' ? CAR_MAKER_TRAIL : STANDARD_TRAIL;
  // The parameters of the crumbs so far: each crumb links to them.
  const held = emptyParams();
  const crumbs: Breadcrumb[] = [];
  for (const kind of trail) {
    if (kind === 'home') {
      crumbs.push({ kind, label: 'Home', href: brand.homeHref });
      continue;
    }
    const rule = CRUMBS[kind];
    const label = rule.label(state);
    if (label === undefined) continue;
    for (const name of rule.params) {
      // The page crumb stands for the commercial experience only; other experiences are modes, not places.
      if (name === 'experience') {
        if (commercial) held.experience = [COMMERCIAL];
      } else if (params[name]) held[name] = params[name];
    }
    state.shown.add(kind);
    crumbs.push({ kind, label, href: srpHref(held) });
  }
  return crumbs;
}
