import { describe, expect, it } from '@jest/globals';
import { deriveChips, removeChip } from '../../web/src/search/chips';
import { CATEGORY_TABS } from '../../web/src/search/constants';
import type { GroupLike } from '../../web/src/search/groups';
import { parseParams, toSearch } from '../../web/src/search/queryState';
import { activeTab, commercialEntry, isCommercial, selectTab } from '../../web/src/search/tabs';

const groups: GroupLike[] = [
  {
    name: 'homeServices',
    label: 'Ways to Purchase',
    collapsed: true,
    value: [],
    options: [{ label: 'Buy Online', value: 'BUY_ONLINE', count: 5, selected: false, disabled: false }],
  },
];
const tab = (label: string) => CATEGORY_TABS.find((t) => t.label === label)!;
const chipsOf = (qs: string) => deriveChips(parseParams(qs), groups);

describe('experience chips (docs/rules/pages.md#filter-chips)', () => {
  it('an experience narrows the results, so it shows as a chip named for it', () => {
    expect(chipsOf('experience=commercial&zip=30301').map((c) => [c.id, c.label])).toEqual([
      ['experience', 'Commercial Vehicles'],
    ]);
    expect(chipsOf('experience=best-deals').map((c) => c.label)).toEqual(['Best Deals']);
    expect(chipsOf('experience=buy-online').map((c) => c.label)).toEqual(['Buy Online']);
    expect(chipsOf('experience=buy-online-maker').map((c) => c.label)).toEqual(['Halden Motors Buy Online']);
  });

  it('an unknown experience narrows nothing and shows no chip', () => {
    expect(chipsOf('experience=bargains')).toEqual([]);
  });

  it('the BUY_ONLINE chip stands for a buy-online experience: no second chip', () => {
    expect(chipsOf('experience=buy-online&homeServices=BUY_ONLINE').map((c) => c.id)).toEqual([
      'homeServices:BUY_ONLINE',
    ]);
    expect(chipsOf('experience=buy-online-maker&homeServices=BUY_ONLINE').map((c) => c.id)).toEqual([
      'homeServices:BUY_ONLINE',
    ]);
    // It does not stand for another experience.
    expect(chipsOf('experience=commercial&homeServices=BUY_ONLINE').map((c) => c.id)).toEqual([
      'homeServices:BUY_ONLINE',
      'experience',
    ]);
  });

  it('removing the car maker’s buy-online value clears the experience, with pagination reset', () => {
    const params = parseParams('experience=buy-online-maker&zip=30301&page=2');
    const chip = deriveChips(params, groups).find((c) => c.id === 'experience')!;
    expect(removeChip(params, chip)).toEqual({ zip: ['30301'] });
  });

  it('removing BUY_ONLINE clears the car maker’s buy-online experience too', () => {
    const params = parseParams('experience=buy-online-maker&homeServices=BUY_ONLINE&zip=30301');
    const chip = deriveChips(params, groups).find((c) => c.value === 'BUY_ONLINE')!;
    expect(removeChip(params, chip)).toEqual({ zip: ['30301'] });
  });

  it('removing any experience’s chip clears it and leaves the filters', () => {
    const params = parseParams('experience=commercial&vehicleStyleCode=VANMV');
    const chip = deriveChips(params, groups).find((c) => c.id === 'experience')!;
    expect(removeChip(params, chip)).toEqual({ vehicleStyleCode: ['VANMV'] });
  });
});

describe('category tabs and experiences (docs/rules/pages.md#category-tabs)', () => {
  it('another category drops the experience, whichever it is', () => {
    for (const experience of ['commercial', 'best-deals', 'buy-online', 'buy-online-maker']) {
      const params = parseParams(`experience=${experience}&zip=30301&makeCode=FORD`);
      expect(selectTab(params, tab('Best Deals'))).toEqual({
        zip: ['30301'],
        makeCode: ['FORD'],
        dealType: ['goodprice'],
      });
    }
  });

  it('All Results clears the category filters and keeps the experience', () => {
    const params = parseParams('experience=commercial&sellerType=p');
    expect(selectTab(params, tab('All Results'))).toEqual({ experience: ['commercial'] });
  });

  it('an experience is no category: All Results is the active tab', () => {
    expect(activeTab(parseParams('experience=best-deals')).label).toBe('All Results');
  });
});

describe('the commercial vehicle entry point (docs/rules/search-request.md#on-the-results-page)', () => {
  it('leads to the commercial experience where the shopper is searching', () => {
    const params = parseParams(
      'zip=30301&searchRadius=50&marketExtension=include&makeCode=FORD&sortBy=yearDESC&page=3&experience=buy-online',
    );
    expect(toSearch(commercialEntry(params))).toBe(
      '?experience=commercial&marketExtension=include&searchRadius=50&zip=30301',
    );
    expect(toSearch(commercialEntry({}))).toBe('?experience=commercial');
  });

  it('is not offered once in it', () => {
    expect(isCommercial(parseParams('experience=commercial'))).toBe(true);
    expect(isCommercial(parseParams('experience=buy-online'))).toBe(false);
    expect(isCommercial({})).toBe(false);
  });
});
