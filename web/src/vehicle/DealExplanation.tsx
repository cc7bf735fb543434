import { DEAL_RATING_LABELS } from '../../../contracts/search';
import { formatMiles, formatPrice, formatWhole } from '../components/format';

/** A listing's deal explanation as the vehicle page's query reads it (Listing.dealExplanation). */
export interface DealFacts {
  price: number;
  expectedPrice: number;
  rating?: string | null;
  comparableCount: number;
  comparableModel: string;
  comparableCondition: string;
  comparableStartYear: number;
  comparableEndYear: number;
  medianPrice: number;
  medianMileage: number;
  mileageAdjustment: number;
  perThousandMiles: number;
  priceBars: readonly number[];
  priceFrom: number;
  barWidth: number;
}

/* The chart's drawing box (SVG units); it scales to its column, down to 320 px screens. */
const WIDTH = 320;
const HEIGHT = 120;
const AXIS = 20;

const years = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

/**
 * Why the price has its rating (docs/rules/vehicle-page.md#deal-explanation): the expected price, the
 * comparables it comes from, what this car's mileage does to it, and the comparables' prices as bars
 * with this car's bar and the expected price marked. The sentences carry every fact; the chart is a
 * picture of them (its label says so).
 */
export function DealExplanation({ deal, mileage }: { deal: DealFacts | null | undefined; mileage: number }) {
  if (!deal?.rating || deal.priceBars.length === 0) return null;
  const { priceBars: bars, priceFrom, barWidth, price, expectedPrice, mileageAdjustment } = deal;
  const tallest = Math.max(...bars);
  const step = WIDTH / bars.length;
  const x = (dollars: number) => ((dollars - priceFrom) / (bars.length * barWidth)) * WIDTH;
  const own = Math.min(bars.length - 1, Math.floor((price - priceFrom) / barWidth));
  const condition = deal.comparableCondition === 'NEW' ? 'new' : 'used';
  const cars = `${formatWhole(deal.comparableCount)} comparable ${condition} ${deal.comparableModel} ${
    deal.comparableCount === 1 ? 'listing' : 'listings'
  } of ${years(deal.comparableStartYear, deal.comparableEndYear)}`;
  const adjustment =
    mileageAdjustment === 0
      ? 'Its mileage leaves the expected price at their median.'
      : `Its ${formatMiles(mileage)} against their median ${formatMiles(deal.medianMileage)} ${
          mileageAdjustment > 0 ? 'add' : 'take off'
        } ${formatPrice(Math.abs(mileageAdjustment))}${
          deal.perThousandMiles > 0 ? ` (${formatPrice(deal.perThousandMiles)} per 1,000 miles)` : ''
        }.`;
  return (
    <section className="vdp-section deal-explanation" aria-labelledby="vdp-deal-explanation">
      <h2 id="vdp-deal-explanation">Why it is a {DEAL_RATING_LABELS[deal.rating]}</h2>
      <p>
        Expected price {formatPrice(expectedPrice)}: the median {formatPrice(deal.medianPrice)} of {cars}, adjusted for
        mileage. {adjustment}
      </p>
      <svg
        className="deal-explanation__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={`Prices of the ${formatWhole(deal.comparableCount)} comparable listings from ${formatPrice(priceFrom)} to ${formatPrice(priceFrom + bars.length * barWidth)}, this car's ${formatPrice(price)} marked.`}
        data-testid="deal-chart"
      >
        {bars.map((count, i) => {
          const height = tallest ? (count / tallest) * (HEIGHT - 14) : 0;
          return (
            <rect
              key={i}
              className={i === own ? 'deal-explanation__own' : 'deal-explanation__bar'}
              x={i * step + 1}
              y={HEIGHT - height}
              width={step - 2}
              height={height}
            />
          );
        })}
        <line className="deal-explanation__expected" x1={x(expectedPrice)} x2={x(expectedPrice)} y1={0} y2={HEIGHT} />
        <text x={2} y={HEIGHT + 15} fontSize={11}>
          {formatPrice(priceFrom)}
        </text>
        <text x={WIDTH - 2} y={HEIGHT + 15} fontSize={11} textAnchor="end">
          {formatPrice(priceFrom + bars.length * barWidth)}
        </text>
      </svg>
      <p className="deal-explanation__key">
        <span className="deal-explanation__swatch deal-explanation__swatch--own" aria-hidden="true" /> this car,{' '}
        {formatPrice(price)};{' '}
        <span className="deal-explanation__swatch deal-explanation__swatch--expected" aria-hidden="true" /> expected
        price
      </p>
    </section>
  );
}
