import { formatPrice } from '../components/format';

/** A listing's price history as the vehicle page's query reads it (Listing.priceHistory). */
export interface PriceHistoryFacts {
  listedAt: string;
  firstPrice: number;
  daysOnMarket: number;
  points: ReadonlyArray<{ price: number; at: string; change?: number | null }>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-12T…' → 'Nov 12, 2026', in UTC without Intl: the server and the browser write the same text. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/* The chart's drawing box (SVG units); it scales to the width it is given, down to 320 px screens. */
const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 22, right: 12, bottom: 24, left: 12 };
const DAY_MS = 86_400_000;

/** What each point says in the list and on the chart: the first price, a drop or a rise. */
function describe(point: { price: number; change?: number | null }, index: number): string {
  if (index === 0 || !point.change) return `Listed at ${formatPrice(point.price)}`;
  const verb = point.change < 0 ? 'Dropped' : 'Raised';
  return `${verb} ${formatPrice(Math.abs(point.change))} to ${formatPrice(point.price)}`;
}

/**
 * The vehicle page's price history (docs/rules/vehicle-page.md#price-history): a small step chart of
 * every price the car has had, each drop marked with its amount and date, the days on market, and
 * the same facts as a list (what a screen reader reads; the chart is a picture of it).
 */
export function PriceHistory({ history }: { history: PriceHistoryFacts | null | undefined }) {
  if (!history || history.points.length === 0) return null;
  const { points, daysOnMarket } = history;
  const start = Date.parse(history.listedAt);
  const end = Math.max(start + daysOnMarket * DAY_MS, ...points.map((p) => Date.parse(p.at)), start + DAY_MS);
  const prices = points.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || 1;
  const x = (at: string) => PAD.left + ((Date.parse(at) - start) / (end - start)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) =>
    high === low ? HEIGHT / 2 : PAD.top + ((high - price) / span) * (HEIGHT - PAD.top - PAD.bottom);
  // A step line: each price holds until the next change, the last until today.
  const path =
    points.map((p, i) => (i === 0 ? `M${x(p.at)},${y(p.price)}` : `H${x(p.at)}V${y(p.price)}`)).join('') +
    `H${WIDTH - PAD.right}`;
  const days = `${daysOnMarket} ${daysOnMarket === 1 ? 'day' : 'days'} on market`;
  return (
    <section className="vdp-section price-history" aria-labelledby="vdp-price-history">
      <h2 id="vdp-price-history">Price history</h2>
      <p className="price-history__days">{days}</p>
      <svg
        className="price-history__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Price over ${days}; the list below gives each price.`}
        data-testid="price-history-chart"
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} />
        {points.map((p, i) => {
          const px = x(p.at);
          const anchor = px > WIDTH * 0.6 ? 'end' : 'start';
          const drop = i > 0 && p.change != null && p.change < 0;
          return (
            <g key={`${p.at}-${i}`} className={drop ? 'price-history__drop' : 'price-history__point'}>
              <circle cx={px} cy={y(p.price)} r={4} />
              {(i === 0 || drop) && (
                <text x={px} y={y(p.price) - 8} textAnchor={anchor} fontSize={11}>
                  {i === 0 ? formatPrice(p.price) : `−${formatPrice(-p.change!)} ${formatDay(p.at)}`}
                </text>
              )}
            </g>
          );
        })}
        <text x={PAD.left} y={HEIGHT - 6} fontSize={10}>
          {formatDay(history.listedAt)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize={10} textAnchor="end">
          Today
        </text>
      </svg>
      <ol className="price-history__list">
        {points.map((p, i) => (
          <li key={`${p.at}-${i}`}>
            {describe(p, i)} on {formatDay(p.at)}
          </li>
        ))}
      </ol>
    </section>
  );
}
