import type { Chip } from '../search/chips';
import { changeFilters, type Params } from '../search/queryState';
import { formatCount } from '../components/format';

export interface RelaxHint {
  parameters: readonly string[];
  count: number;
}

export interface RelaxHintItem {
  label: string;
  count: number;
  /** The search without the filter. */
  next: Params;
}

/** Which chips stand for a filter's parameters (price and years have one chip each). */
const chipNames = (parameters: readonly string[]) =>
  parameters.map((name) => (name === 'minPrice' ? 'price' : name === 'startYear' ? 'year' : name));

/** The label of a filter the chips do not show: the radius, a city, a state. */
function placeLabel(parameters: readonly string[], params: Params): string | undefined {
  const [name] = parameters;
  const value = params[name]?.[0];
  if (!value) return undefined;
  if (name === 'searchRadius') return `Within ${value} miles`;
  return name === 'city' || name === 'state' ? value : undefined;
}

/**
 * The relax hints to show (docs/rules/results.md#relax-hints): one per filter whose removal gives
 * more results than the search has, named as its chips are ('Under $10,000'), most results first as
 * the API sends them. A filter with no name to show (not among the search's parameters) is left out.
 */
export function relaxHintItems(
  hints: readonly RelaxHint[],
  params: Params,
  chips: readonly Chip[],
  total: number,
): RelaxHintItem[] {
  const items: RelaxHintItem[] = [];
  for (const hint of hints) {
    if (hint.count <= total) continue;
    const names = chipNames(hint.parameters);
    const labels = chips.filter((chip) => names.includes(chip.name)).map((chip) => chip.label);
    const label = labels.length ? labels.join(', ') : placeLabel(hint.parameters, params);
    if (!label) continue;
    const next = changeFilters(params, Object.fromEntries(hint.parameters.map((name) => [name, []])));
    items.push({ label, count: hint.count, next });
  }
  return items;
}

/**
 * Under the empty state (and with fewer than 5 results): for each filter, how many cars removing it
 * would give, best first; choosing one runs that search (docs/rules/results.md#relax-hints).
 */
export function RelaxHints({
  hints,
  params,
  chips,
  total,
  onApply,
}: {
  hints: readonly RelaxHint[];
  params: Params;
  chips: readonly Chip[];
  total: number;
  onApply: (next: Params) => void;
}) {
  const items = relaxHintItems(hints, params, chips, total);
  if (items.length === 0) return null;
  return (
    <ul className="relax-hints" aria-label="Ways to see more results">
      {items.map((item) => (
        <li key={item.label}>
          <button type="button" onClick={() => onApply(item.next)}>
            Remove ‘{item.label}’: {formatCount(item.count)} {item.count === 1 ? 'car' : 'cars'}
          </button>
        </li>
      ))}
    </ul>
  );
}
