/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { adSlotInputs, interleave, slotInserts } from '../../web/src/ads/slots';
import { slotShown } from '../../web/src/ads/constants';

/** The inserts as 'id@beforeIndex', in render order. */
const at = (count: number) => slotInserts(count).map((i) => `${i.id}@${i.beforeIndex}`);
const ids = (count: number) => slotInserts(count).map((i) => i.id);

describe('where the ad slots and the promo go (docs/rules/ads-client.md#positions)', () => {
  it('after the first batch of 30: fluid 7, 14, 19, liner rows 3 and 7, the promo at 14', () => {
    expect(at(30)).toEqual(['fluid-7@6', 'liner-3@9', 'promo-14@13', 'fluid-14@13', 'fluid-19@18', 'liner-7@21']);
  });

  it('after 60: also fluid 36 and 43 and liner rows 10, 13 and 16', () => {
    expect(ids(60)).toEqual([
      'fluid-7',
      'liner-3',
      'promo-14',
      'fluid-14',
      'fluid-19',
      'liner-7',
      'liner-10',
      'fluid-36',
      'liner-13',
      'fluid-43',
      'liner-16',
    ]);
  });

  it('after 90: nothing more than after 60', () => {
    expect(at(90)).toEqual(at(60));
  });

  it('a slot needs the listing it precedes: nothing after the last listing', () => {
    expect(at(0)).toEqual([]);
    expect(at(5)).toEqual([]);
    expect(at(6)).toEqual([]); // fluid 7 precedes listing 7
    expect(at(7)).toEqual(['fluid-7@6']);
    expect(at(9)).toEqual(['fluid-7@6']); // liner row 3 needs listing 10
    expect(at(10)).toEqual(['fluid-7@6', 'liner-3@9']);
    expect(at(14)).toEqual(['fluid-7@6', 'liner-3@9', 'fluid-14@13']);
    expect(ids(31)).toContain('liner-10');
    expect(ids(30)).not.toContain('liner-10');
  });

  it('the promo only with more than 14 listings, before listing 14, ahead of the fluid ad there', () => {
    expect(ids(14)).not.toContain('promo-14');
    const inserts = slotInserts(15);
    expect(inserts.map((i) => i.id)).toEqual(['fluid-7', 'liner-3', 'promo-14', 'fluid-14']);
    expect(inserts.find((i) => i.kind === 'PROMO')).toEqual({ kind: 'PROMO', id: 'promo-14', beforeIndex: 13 });
  });

  it('interleaves the inserts with the listings', () => {
    const listings = Array.from({ length: 15 }, (_, i) => `L${i + 1}`);
    const order = interleave(listings).map((item) => (item.type === 'listing' ? item.id : item.insert.id));
    expect(order).toEqual([
      ...['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'fluid-7', 'L7', 'L8', 'L9', 'liner-3', 'L10'],
      ...['L11', 'L12', 'L13', 'promo-14', 'fluid-14', 'L14', 'L15'],
    ]);
    const listingItems = interleave(listings).filter((item) => item.type === 'listing');
    expect(listingItems.map((item) => item.index)).toEqual(listings.map((_, i) => i));
  });
});

describe('the ad slots to ask for (docs/rules/ads-client.md#asking-for-ads)', () => {
  it('every ad slot of the loaded listings, not the promo, with its kind', () => {
    expect(adSlotInputs(30)).toEqual([
      { id: 'fluid-7', kind: 'FLUID' },
      { id: 'liner-3', kind: 'LINER' },
      { id: 'fluid-14', kind: 'FLUID' },
      { id: 'fluid-19', kind: 'FLUID' },
      { id: 'liner-7', kind: 'LINER' },
    ]);
  });

  it('only those a new batch added, and only the shown ones', () => {
    expect(adSlotInputs(60, { sinceCount: 30 }).map((s) => s.id)).toEqual([
      'liner-10',
      'fluid-36',
      'liner-13',
      'fluid-43',
      'liner-16',
    ]);
    expect(adSlotInputs(90, { sinceCount: 60 })).toEqual([]);
    const onPhone = adSlotInputs(60, { shown: (id) => id.startsWith('fluid-') });
    expect(onPhone.map((s) => s.id)).toEqual(['fluid-7', 'fluid-14', 'fluid-19', 'fluid-36', 'fluid-43']);
  });

  it('slotShown: a laid-out element, not one hidden by the stylesheet or missing', () => {
    const shown = document.createElement('div');
    const hidden = document.createElement('div');
    hidden.style.display = 'none';
    document.body.append(shown, hidden);
    expect(slotShown(shown)).toBe(true);
    expect(slotShown(hidden)).toBe(false);
    expect(slotShown(null)).toBe(false);
  });
});
