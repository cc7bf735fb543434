import { COMPARE_LIMIT, COMPARE_PATH } from './constants';

/** A car in the compare list: its id, and its name for the drawer (no fetch to list them). */
export interface CompareItem {
  id: string;
  title: string;
}

/** A listing id as the gateway takes it: 1 to 15 digits. */
const LISTING_ID = /^\d{1,15}$/;

/**
 * The shopper pressed a car's compare button (docs/rules/compare.md#adding-and-removing): a car
 * already in the list leaves it; another joins at the end while fewer than COMPARE_LIMIT are in.
 * `added` says whether it joined (the drawer opens and says so).
 */
export function toggleCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: readonly CompareItem[]; added: boolean } {
  if (items.some((i) => i.id === item.id)) return { items: items.filter((i) => i.id !== item.id), added: false };
  if (items.length >= COMPARE_LIMIT || !LISTING_ID.test(item.id)) return { items, added: false };
  return { items: [...items, item], added: true };
}

/** The compare buttons of cars not in the list show only while fewer than COMPARE_LIMIT are in it. */
export const canAddToCompare = (items: readonly CompareItem[]) => items.length < COMPARE_LIMIT;

/** A stored list as read back: well-formed entries only, each id once, COMPARE_LIMIT at most. */
export function parseStoredCompare(text: string | null): readonly CompareItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const entry of value) {
    const { id, title } = (entry ?? {}) as Partial<CompareItem>;
    if (typeof id !== 'string' || typeof title !== 'string' || !LISTING_ID.test(id)) continue;
    if (items.length < COMPARE_LIMIT && !items.some((i) => i.id === id)) items.push({ id, title });
  }
  return items;
}

/**
 * The compare page's cars from its query string (docs/rules/compare.md#compare-page): `ids`,
 * comma-separated, in order; each id once, the first COMPARE_LIMIT. Ids that are not listing ids
 * are kept (the page shows them as no longer available).
 */
export function parseCompareIds(search: string): string[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => id !== '');
  return ids.slice(0, COMPARE_LIMIT);
}

/** The compare page of these cars: /compare?ids=1,2,3 (commas left readable). */
export const compareHref = (ids: readonly string[]) =>
  ids.length ? `${COMPARE_PATH}?ids=${ids.map(encodeURIComponent).join(',')}` : COMPARE_PATH;

/**
 * The stylesheet that shows the compare list on every card without a per-card subscription
 * (docs/rules/compare.md#the-cards): the buttons show once this runs (none without JavaScript);
 * a car in the list offers its removal; at the limit, the other cars' buttons hide.
 */
export function compareCardCss(items: readonly CompareItem[]): string {
  const ids = items.map((i) => i.id).filter((id) => LISTING_ID.test(id));
  const inList = ids.map((id) => `.listing-card__compare[data-compare-id="${id}"]`);
  const rules = ['.listing-card__compare { visibility: visible; }'];
  if (inList.length) {
    rules.push(`${inList.map((s) => `${s} .listing-card__compare-add`).join(', ')} { display: none; }`);
    rules.push(`${inList.map((s) => `${s} .listing-card__compare-remove`).join(', ')} { display: inline; }`);
    rules.push(`${inList.join(', ')} { background: var(--brand); color: #fff; }`);
  }
  if (!canAddToCompare(items)) {
    const others = ids.map((id) => `:not([data-compare-id="${id}"])`).join('');
    rules.push(`.listing-card__compare${others} { display: none; }`);
  }
  return rules.join('\n');
}

/** One row of the compare table: its label, each car's value ('' where the car is unavailable). */
export interface CompareRow {
  label: string;
  values: string[];
  /** The available cars do not all say the same (docs/rules/compare.md#differences). */
  differs: boolean;
}

/**
 * The rows of the compare table from each car's values by row (null: the car is no longer
 * available). A row no available car has a value for is left out; a row differs when the available
 * cars' values are not all equal, and only when at least two cars are available.
 */
export function compareRows(
  labels: readonly string[],
  columns: ReadonlyArray<Readonly<Record<string, string>> | null>,
): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const label of labels) {
    const values = columns.map((column) => column?.[label] ?? '');
    const present = columns.flatMap((column) => (column ? [column[label] ?? ''] : []));
    if (present.every((value) => value === '')) continue;
    rows.push({ label, values, differs: present.length > 1 && new Set(present).size > 1 });
  }
  return rows;
}
