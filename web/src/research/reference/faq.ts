import { formatMiles, formatPrice, formatCount } from '../../components/format';
import { MILEAGE_FAQ_THRESHOLD } from './constants';
import { cheapestTrim, expectedMilesFor, mileageComparison, percent, typicalLifetimeMiles, yearPrices } from './rules';

/*
 * The FAQs of the model reference section (docs/rules/research.md#faqs): each answer is worked
 * out from the figures the section already has (the listings' prices by trim, the search's count,
 * the great-price count, the mileage statistics); a question without its figures is left out.
 */

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

interface FaqTrim {
  trimName: string;
  nationalMSRP: number;
  listingCount: number;
  startingPrice?: number | null;
  avgPrice?: number | null;
  maxPrice?: number | null;
}

interface FaqMileage {
  averageMiles: number;
  allCarsAverageMiles: number;
  byYear: ReadonlyArray<{ year: number; averageMiles: number; count: number }>;
  thresholds: ReadonlyArray<{ miles: number; percentModel: number; percentAllCars: number }>;
}

export interface FaqInput {
  /** 'Ford F-150', or '2021 Ford F-150' on a one-year search. */
  name: string;
  /** The model year the prices are of. */
  year: number;
  /** Whether the search names that year (a make-model-year URL). */
  yearSearched: boolean;
  trims: readonly FaqTrim[];
  totalResultCount: number;
  greatPriceCount?: number | null;
  mileage?: FaqMileage | null;
  now: Date;
}

function priceFaq({ name, year, trims }: FaqInput): Faq | null {
  const prices = yearPrices(trims);
  if (!prices) return null;
  return {
    id: 'average-price',
    question: `What is the average price of a ${year} ${name}?`,
    answer:
      `Nationwide, the ${year} ${name} listings for sale now (${formatCount(prices.count)}) average ` +
      `${formatPrice(prices.average)}, from ${formatPrice(prices.lowest)} to ${formatPrice(prices.highest)}.`,
  };
}

function cheapestTrimFaq({ name, year, trims }: FaqInput): Faq | null {
  const trim = cheapestTrim(trims);
  if (!trim) return null;
  return {
    id: 'cheapest-trim',
    question: `Which ${year} ${name} trim costs the least new?`,
    answer: `The ${trim.trimName}, with a national MSRP of ${formatPrice(trim.nationalMSRP)}, of ${trims.length} trim${trims.length === 1 ? '' : 's'}.`,
  };
}

function countFaq({ name, totalResultCount, greatPriceCount }: FaqInput): Faq {
  const great =
    greatPriceCount != null && greatPriceCount > 0
      ? ` Searched nationwide, ${formatCount(greatPriceCount)} of its listings are rated a Great Price.`
      : '';
  return {
    id: 'for-sale',
    question: `How many ${name} cars are for sale?`,
    answer: `${formatCount(totalResultCount)} match this search.${great}`,
  };
}

function mileageFaq({ name, year, yearSearched, mileage, now }: FaqInput): Faq | null {
  if (!mileage) return null;
  const ofYear = yearSearched ? mileage.byYear.find((y) => y.year === year) : undefined;
  const average = ofYear?.averageMiles ?? mileage.averageMiles;
  const subject = ofYear ? `a used ${year} ${name}` : `a used ${name}`;
  const comparison = mileageComparison(average, mileage.allCarsAverageMiles);
  const versus =
    comparison.direction === 'same'
      ? 'about the same as the average of all cars for sale'
      : `${formatMiles(comparison.by)} ${comparison.direction} than the average of all cars for sale (${formatMiles(mileage.allCarsAverageMiles)})`;
  const expected = ofYear ? expectedMilesFor(year, now) : 0;
  const yardstick =
    expected > 0
      ? ` At the usual 15,000 miles a year, a ${year} car would have about ${formatMiles(expected)}.`
      : ` An average used car is about 12.5 years old and is driven about 15,000 miles a year, some ${formatMiles(typicalLifetimeMiles())} in all.`;
  const threshold = mileage.thresholds.find((t) => t.miles === MILEAGE_FAQ_THRESHOLD);
  const share = threshold
    ? ` ${percent(threshold.percentModel)} of them have ${formatMiles(MILEAGE_FAQ_THRESHOLD)} or fewer, against ${percent(threshold.percentAllCars)} of all cars.`
    : '';
  return {
    id: 'mileage',
    question: `How many miles does ${subject} have?`,
    answer: `On average ${formatMiles(average)}: ${versus}.${share}${yardstick}`,
  };
}

/** The FAQs worth asking about this model, in the order they are shown. */
export function faqsOf(input: FaqInput): Faq[] {
  return [priceFaq(input), cheapestTrimFaq(input), countFaq(input), mileageFaq(input)].filter(
    (faq): faq is Faq => faq !== null,
  );
}
