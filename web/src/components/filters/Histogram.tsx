import { formatCount } from '../format';
/** One bar of a range histogram: listings from min to max, both included (null: open end). */
export interface HistogramBin {
  min?: number | null;
  max?: number | null;
  count: number;
}

/** A bar's width and the gap after it, in the chart's drawing units (its height is 100). */
const BAR_STEP = 10;
const BAR_GAP = 1;

/** The lowest height (percent) of a bar that has listings, so one car still shows. */
const MIN_BAR = 4;

/**
 * Bar heights in percent of the tallest bar (docs/rules/filters.md#range-histograms): 0 for an
 * empty bin, at least MIN_BAR for one with listings, 100 for the fullest.
 */
export function barHeights(bins: readonly HistogramBin[]): number[] {
  const top = bins.reduce((most, bin) => Math.max(most, bin.count), 0);
  return bins.map((bin) => (bin.count <= 0 || top === 0 ? 0 : Math.max(MIN_BAR, Math.round((bin.count / top) * 100))));
}

/** Whether a bar lies (at least partly) within the chosen range; an unset end is open. */
export function inRange(bin: HistogramBin, from: number | undefined, to: number | undefined): boolean {
  return (
    (to === undefined || bin.min == null || bin.min <= to) && (from === undefined || bin.max == null || bin.max >= from)
  );
}

/**
 * The distribution of a range panel's listings as a small bar chart above its inputs
 * (docs/rules/filters.md#range-histograms). Decorative: hidden from screen readers, whose summary
 * is `summary` (visually hidden). Bars outside the chosen range are dimmed.
 */
export function Histogram({
  bins,
  from,
  to,
  summary,
}: {
  bins: readonly HistogramBin[];
  from?: number;
  to?: number;
  summary?: string;
}) {
  if (!bins.some((bin) => bin.count > 0)) return null;
  const heights = barHeights(bins);
  // SVG attributes, not style attributes: the page's CSP lets no inline style through from the server's HTML.
  return (
    <>
      <svg
        className="histogram"
        aria-hidden="true"
        data-testid="histogram"
        viewBox={`0 0 ${bins.length * BAR_STEP} 100`}
        preserveAspectRatio="none"
      >
        {bins.map((bin, i) => (
          <rect
            key={i}
            className={inRange(bin, from, to) ? 'histogram__bar' : 'histogram__bar histogram__bar--out'}
            x={i * BAR_STEP}
            y={100 - heights[i]}
            width={BAR_STEP - BAR_GAP}
            height={heights[i]}
          />
        ))}
      </svg>
      {summary && <p className="visually-hidden">{summary}</p>}
    </>
  );
}

/** 'Most listings: $20,000 to $22,499 (120 cars)': the fullest bar, for screen readers. */
export function peakSummary(bins: readonly HistogramBin[], format: (value: number) => string): string | undefined {
  let peak: HistogramBin | undefined;
  for (const bin of bins) if (bin.count > 0 && (!peak || bin.count > peak.count)) peak = bin;
  if (!peak) return undefined;
  const range =
    peak.min == null
      ? `${format(peak.max!)} or less`
      : peak.max == null
        ? `${format(peak.min)} or more`
        : peak.min === peak.max
          ? format(peak.min)
          : `${format(peak.min)} to ${format(peak.max)}`;
  return `Most listings: ${range} (${formatCount(peak.count)} ${peak.count === 1 ? 'car' : 'cars'})`;
}
