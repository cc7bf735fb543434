import { PAGING_PARAMS, PLACE_PARAMS } from '../../../contracts/search/constants';
import { experienceOf } from '../../../contracts/search/experiences';
import {
  BUY_ONLINE_EXPERIENCES,
  BUY_ONLINE_VALUE,
  EXPERIENCE_CHIP_LABELS,
  KEYWORD_PARAM,
  SPONSORSHIP_PARAMS,
} from './constants';
import { codesOf, findGroup, optionOf, type NamingGroupLike } from './groups';
import { changeFilters, removeMake, toggleModel, toggleValue, toggleValues, type Params } from './queryState';
import { formatPrice, formatWhole } from '../components/format';

/** One filter chip above the results: what is searched, removable. */
export interface Chip {
  /** Stable identity for React and tests: 'makeCode:FORD', 'price', 'sponsorship'. */
  id: string;
  label: string;
  /** The query parameter and value it stands for; ranges and sponsorship name their own kind. */
  name: string;
  value: string;
  /** The parameter values removing it clears, when it stands for several (a truck cab size). */
  values?: readonly string[];
}

/** Filters that are a place or an order, not a narrowing: they show no chip. */
const NOT_CHIPS = new Set<string>([
  ...PLACE_PARAMS,
  ...PAGING_PARAMS,
  'sortBy',
  'experience',
  'isSponsorship',
  'showcaseOwnerId',
  'startYear',
  'endYear',
  'minPrice',
  'maxPrice',
  'vehicleExchange',
  'allListingType',
  'categorySearch',
  'lastExec',
  'psid',
  'siomid',
  'searchBookmarkId',
  'bookmarkId',
  'channel',
]);

function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `Between ${formatPrice(min)} - ${formatPrice(max)}`;
  if (min !== undefined) return `Over ${formatPrice(min)}`;
  return `Under ${formatPrice(max!)}`;
}

function yearLabel(start: string | undefined, end: string | undefined): string {
  if (start && end) return start === end ? start : `${start} - ${end}`;
  return start ? `${start} and newer` : `${end} and older`;
}

/**
 * A value no filter option lists: a mileage that is not one of the panel's steps (a plain-language
 * search's 'under 40k miles') reads as the options do, other values as themselves.
 */
const unlistedLabel = (name: string, value: string) =>
  name === 'mileage' && /^\d+$/.test(value) ? `Under ${formatWhole(Number(value))}` : value;

/**
 * Whether a parameter is one the search filters by: a filter group of its answer, or the keyword.
 * Anything else in the address (a campaign's utm_source, another site's parameter) narrows nothing,
 * so a chip for it would show a filter that does not exist. Before the groups have come (none
 * known), every parameter counts, as the chips cannot tell yet.
 */
const filtersBy = (groups: readonly NamingGroupLike[], name: string) =>
  groups.length === 0 || name === KEYWORD_PARAM || findGroup(groups, name) !== undefined;

const num = (v: string | undefined) => (v === undefined || !/^\d+$/.test(v) ? undefined : Number(v));

/**
 * The chips of a query state, labelled from the filter groups (docs/rules/pages.md#filter-chips): one per
 * selected list value, one for the price range, one for the years, one for the money back
 * guarantee, one for the experience (unless the BUY_ONLINE chip stands for it), and the
 * sponsorship chip naming the sponsor's inventory.
 */
export function deriveChips(params: Params, groups: readonly NamingGroupLike[], sponsorName?: string): Chip[] {
  const chips: Chip[] = [];
  for (const [name, values] of Object.entries(params)) {
    if (NOT_CHIPS.has(name) || !filtersBy(groups, name)) continue;
    for (const value of values) {
      const option = optionOf(groups, name, value);
      // A grouped option's codes share one chip (Crew Cab, not SuperCrew, CrewMax …).
      if (option && option.value !== value) {
        if (!chips.some((c) => c.id === `${name}:${option.value}`)) {
          chips.push({
            id: `${name}:${option.value}`,
            name,
            value: option.value,
            values: codesOf(option),
            label: option.label,
          });
        }
        continue;
      }
      chips.push({ id: `${name}:${value}`, name, value, label: option?.label ?? unlistedLabel(name, value) });
    }
  }
  const minPrice = num(params.minPrice?.[0]);
  const maxPrice = num(params.maxPrice?.[0]);
  if (minPrice !== undefined || maxPrice !== undefined)
    chips.push({ id: 'price', name: 'price', value: '', label: priceLabel(minPrice, maxPrice) });
  const [start, end] = [params.startYear?.[0], params.endYear?.[0]];
  if (start || end) chips.push({ id: 'year', name: 'year', value: '', label: yearLabel(start, end) });
  if (params.vehicleExchange?.[0] === 'true')
    chips.push({ id: 'vehicleExchange', name: 'vehicleExchange', value: 'true', label: 'Money Back Guarantee' });
  const experience = experienceOf(params);
  // The BUY_ONLINE chip stands for a buy-online experience: removing it clears both.
  const standsFor =
    BUY_ONLINE_EXPERIENCES.includes(experience ?? '') && params.homeServices?.includes(BUY_ONLINE_VALUE);
  if (experience && !standsFor) {
    chips.push({ id: 'experience', name: 'experience', value: experience, label: EXPERIENCE_CHIP_LABELS[experience] });
  }
  if (SPONSORSHIP_PARAMS.some((name) => params[name])) {
    chips.push({
      id: 'sponsorship',
      name: 'sponsorship',
      value: '',
      label: sponsorName ? `${sponsorName} Inventory` : 'Sponsored Inventory',
    });
  }
  return chips;
}

/**
 * The sponsor's name for the sponsorship chip: the owner of a shown listing whose id is the
 * search's showcaseOwnerId. The results are not only the sponsor's, so the first listing's owner
 * is not necessarily the sponsor; with no listing of theirs shown, the chip names no one.
 */
export function sponsorNameOf(
  params: Params,
  listings: ReadonlyArray<{ owner?: { id: string; name: string } | null }> | undefined,
): string | undefined {
  const sponsor = params.showcaseOwnerId?.[0];
  if (!sponsor) return undefined;
  return listings?.find((listing) => listing.owner?.id === sponsor)?.owner?.name;
}

/**
 * Removing a chip (docs/rules/pages.md#filter-chips) deselects its value with pagination reset. Removing BUY_ONLINE or
 * an experience's chip (the car maker's buy-online value among them) clears the experience; the
 * sponsorship chip clears the sponsorship state.
 */
export function removeChip(params: Params, chip: Chip): Params {
  switch (chip.name) {
    case 'price':
      return changeFilters(params, { minPrice: [], maxPrice: [] });
    case 'year':
      return changeFilters(params, { startYear: [], endYear: [] });
    case 'sponsorship':
      return changeFilters(params, Object.fromEntries(SPONSORSHIP_PARAMS.map((name) => [name, []])));
    case 'experience':
      return changeFilters(params, { experience: [] });
    case 'makeCode':
      return removeMake(params, chip.value);
    case 'modelCode':
      return toggleModel(params, chip.value, false);
    case 'homeServices': {
      const next = toggleValue(params, chip.name, chip.value, false);
      return chip.value === BUY_ONLINE_VALUE ? changeFilters(next, { experience: [] }) : next;
    }
    default:
      return chip.values
        ? toggleValues(params, chip.name, chip.values, false)
        : toggleValue(params, chip.name, chip.value, false);
  }
}
