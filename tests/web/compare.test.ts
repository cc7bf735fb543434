import { describe, expect, it } from '@jest/globals';
import { COMPARE_LIMIT, COMPARE_STORAGE_KEY } from '../../web/src/compare/constants';
import {
  compareCardCss,
  compareHref,
  compareRows,
  parseCompareIds,
  parseStoredCompare,
  toggleCompare,
  type CompareItem,
} from '../../web/src/compare/rules';
import { createCompareStore } from '../../web/src/compare/store';

const car = (n: number): CompareItem => ({ id: String(700 + n), title: `Car ${n}` });
const cars = (n: number) => Array.from({ length: n }, (_, i) => car(i));

describe('adding and removing (docs/rules/compare.md#adding-and-removing)', () => {
  it('adds a car not in the list, at the end', () => {
    expect(toggleCompare(cars(2), car(5))).toEqual({ items: [car(0), car(1), car(5)], added: true });
  });

  it('removes a car already in the list', () => {
    expect(toggleCompare(cars(3), car(1))).toEqual({ items: [car(0), car(2)], added: false });
  });

  it(`adds nothing once ${COMPARE_LIMIT} cars are in, but still removes`, () => {
    const full = cars(COMPARE_LIMIT);
    expect(COMPARE_LIMIT).toBe(5);
    expect(toggleCompare(full, car(9))).toEqual({ items: full, added: false });
    expect(toggleCompare(full, car(0)).items).toHaveLength(COMPARE_LIMIT - 1);
  });

  it('takes no id that is not a listing id', () => {
    expect(toggleCompare([], { id: '12"]{}', title: 'x' }).added).toBe(false);
  });
});

describe('the cards (docs/rules/compare.md#the-cards)', () => {
  it('shows the buttons, and a car in the list offers its removal', () => {
    const css = compareCardCss([car(1)]);
    expect(css).toContain('.listing-card__compare { visibility: visible; }');
    expect(css).toContain('.listing-card__compare[data-compare-id="701"] .listing-card__compare-remove');
    expect(css).not.toContain(':not(');
  });

  it('hides the other cars’ buttons at the limit, not those of the cars in the list', () => {
    const css = compareCardCss(cars(COMPARE_LIMIT));
    expect(css).toContain(
      '.listing-card__compare:not([data-compare-id="700"]):not([data-compare-id="701"]):not([data-compare-id="702"]):not([data-compare-id="703"]):not([data-compare-id="704"]) { display: none; }',
    );
    expect(compareCardCss(cars(COMPARE_LIMIT - 1))).not.toContain('display: none; }\n.listing-card__compare:not');
  });
});

describe('the stored list (docs/rules/compare.md#the-drawer)', () => {
  it('reads back what it wrote; a bad or oversized entry is dropped', () => {
    const stored = JSON.stringify([car(1), car(1), { id: 'x', title: 'bad' }, 3, ...cars(7)]);
    expect(parseStoredCompare(stored).map((i) => i.id)).toEqual(['701', '700', '702', '703', '704']);
    expect(parseStoredCompare('not json')).toEqual([]);
    expect(parseStoredCompare(null)).toEqual([]);
  });

  it('persists through the storage it is given and tells its subscribers', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    const store = createCompareStore(storage);
    let told = 0;
    store.subscribe(() => told++);
    expect(store.toggle(car(1))).toBe(true);
    expect(store.toggle(car(2))).toBe(true);
    store.remove('701');
    expect(told).toBe(3);
    // Another page (a reload) reads the same list.
    expect(createCompareStore(storage).items()).toEqual([car(2)]);
    expect(JSON.parse(map.get(COMPARE_STORAGE_KEY)!)).toEqual([car(2)]);
    // The same stored text is the same snapshot (React compares them by identity).
    expect(store.items()).toBe(store.items());
  });
});

describe('the compare page (docs/rules/compare.md#compare-page)', () => {
  it('reads its ids from ids=, each once, the first 5', () => {
    expect(parseCompareIds('?ids=3,1,3,,2')).toEqual(['3', '1', '2']);
    expect(parseCompareIds('?ids=1,2,3,4,5,6,7')).toEqual(['1', '2', '3', '4', '5']);
    expect(parseCompareIds('')).toEqual([]);
    expect(compareHref(['3', '1'])).toBe('/compare?ids=3,1');
  });

  it('marks the rows where the available cars differ, and leaves out rows no car has', () => {
    const rows = compareRows(
      ['Price', 'Year', 'Distance'],
      [{ Price: '$1', Year: '2020', Distance: '' }, null, { Price: '$2', Year: '2020', Distance: '' }],
    );
    expect(rows).toEqual([
      { label: 'Price', values: ['$1', '', '$2'], differs: true },
      { label: 'Year', values: ['2020', '', '2020'], differs: false },
    ]);
  });

  it('marks nothing with one car available', () => {
    expect(compareRows(['Price'], [{ Price: '$1' }, null])).toEqual([
      { label: 'Price', values: ['$1', ''], differs: false },
    ]);
  });
});
