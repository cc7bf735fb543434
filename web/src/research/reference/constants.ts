import { PAGING_PARAMS } from '../../../../contracts/search';
import { LOCATION_PARAMS } from '../../search/constants';

/*
 * The model reference section's numbers and words (docs/rules/research.md#model-reference-section).
 */

/** The section's element id: it hydrates once it comes on screen (deferred.tsx whenVisible). */
export const MODEL_REFERENCE_ID = 'model-reference';

/** Model years the Pricing tab offers: the market years, newest first. */
export const MARKET_YEARS = 11;

/** The section's tabs, in the order the page shows them. */
export const REFERENCE_TABS = [
  { id: 'pricing', label: 'Pricing' },
  { id: 'trims', label: 'Compare Trims' },
  { id: 'safety', label: 'Safety' },
  { id: 'reviews', label: 'Consumer Reviews' },
  { id: 'faqs', label: 'FAQs' },
] as const;
export type ReferenceTabId = (typeof REFERENCE_TABS)[number]['id'];

/** Parameters that do not change a search's URL shape: where, how sorted, which page. */
export const SHAPE_NEUTRAL_PARAMS: ReadonlySet<string> = new Set([...LOCATION_PARAMS, 'sortBy', ...PAGING_PARAMS]);

/** The mileage FAQ's yardsticks: an average used car is about 12.5 years old and is driven about 15,000 miles a year. */
export const AVERAGE_USED_AGE_YEARS = 12.5;
export const MILES_PER_YEAR = 15_000;
/** The mileage threshold the FAQ quotes (the mileage filter's default figure). */
export const MILEAGE_FAQ_THRESHOLD = 50_000;

export const REFERENCE_TEXTS = {
  heading: (model: string) => `${model} research`,
  tabsLabel: (model: string) => `${model} research`,
  expertReviews: 'Expert reviews',
  greatPrices: (count: string, model: string) => `${count} ${model} listings nationwide have a Great Price`,
  noPrices: 'No listings of this year are for sale right now.',
  failed: 'Research content could not be loaded.',
  retry: 'Try again',
  loading: 'Loading research…',
} as const;
