import { describe, expect, it } from '@jest/globals';
import { deriveChips, removeChip, sponsorNameOf } from '../../web/src/search/chips';
import { CATEGORY_TABS } from '../../web/src/search/constants';
import type { GroupLike } from '../../web/src/search/groups';
import { parseParams, toggleValues } from '../../web/src/search/queryState';
import { activeTab, selectTab } from '../../web/src/search/tabs';

const option = (label: string, value: string, count = 5) => ({
  label,
  value,
  count,
  selected: false,
  disabled: count <= 0,
});
const groups: GroupLike[] = [
  {
    name: 'makeCode',
    label: 'Make',
    collapsed: false,
    value: [],
    options: [option('Ford', 'FORD'), option('Toyota', 'TOYOTA')],
  },
  {
    name: 'homeServices',
    label: 'Ways to Purchase',
    collapsed: true,
    value: [],
    options: [option('Buy Online', 'BUY_ONLINE')],
  },
  {
    name: 'mileage',
    label: 'Mileage',
    collapsed: true,
    value: [],
    options: [option('Under 50,000', '50000')],
  },
];
const tab = (label: string) => CATEGORY_TABS.find((t) => t.label === label)!;

describe('filter chips', () => {
  it('shows one chip per chosen value, labelled from its filter group, and none for the location or sort', () => {
    const chips = deriveChips(
      parseParams('makeCode=FORD&makeCode=TOYOTA&zip=30301&searchRadius=50&sortBy=yearDESC'),
      groups,
    );
    expect(chips.map((c) => c.label)).toEqual(['Ford', 'Toyota']);
  });

  it('shows the price and year ranges as one chip each', () => {
    const labels = (qs: string) => deriveChips(parseParams(qs), groups).map((c) => c.label);
    expect(labels('minPrice=10000&maxPrice=20000')).toEqual(['Between $10,000 - $20,000']);
    expect(labels('maxPrice=20000')).toEqual(['Under $20,000']);
    expect(labels('minPrice=10000')).toEqual(['Over $10,000']);
    expect(labels('startYear=2020&endYear=2020')).toEqual(['2020']);
    expect(labels('startYear=2018&endYear=2021')).toEqual(['2018 - 2021']);
  });

  it('labels a mileage no option lists as the options read (a plain-language search)', () => {
    expect(deriveChips(parseParams('mileage=40000'), groups).map((c) => c.label)).toEqual(['Under 40,000']);
    expect(deriveChips(parseParams('mileage=abc'), groups).map((c) => c.label)).toEqual(['abc']);
  });

  it('shows no chip for a parameter the search does not filter by (a campaign tag), and the keyword as itself', () => {
    const labels = (qs: string) => deriveChips(parseParams(qs), groups).map((c) => c.label);
    expect(labels('utm_source=newsletter&bodyStyleCode=SUVCROSS&makeCode=FORD')).toEqual(['Ford']);
    expect(labels('keyword=heated%20seats')).toEqual(['heated seats']);
    // Before the search's groups have come, every parameter shows.
    expect(deriveChips(parseParams('utm_source=newsletter'), []).map((c) => c.label)).toEqual(['newsletter']);
  });

  it('removing a chip deselects its value and resets pagination', () => {
    const params = parseParams('makeCode=FORD&makeCode=TOYOTA&page=3');
    const ford = deriveChips(params, groups).find((c) => c.value === 'FORD')!;
    expect(removeChip(params, ford)).toEqual({ makeCode: ['TOYOTA'] });
  });

  it('removing BUY_ONLINE also clears the experience', () => {
    const params = parseParams('homeServices=BUY_ONLINE&homeServices=ONLINE_PAPERWORK&experience=buy-online');
    const chip = deriveChips(params, groups).find((c) => c.value === 'BUY_ONLINE')!;
    expect(removeChip(params, chip)).toEqual({ homeServices: ['ONLINE_PAPERWORK'] });
  });

  it('names the sponsor’s inventory, and removing it clears the sponsorship state', () => {
    const params = parseParams('showcaseOwnerId=42&isSponsorship=true&makeCode=FORD');
    const chip = deriveChips(params, groups, 'Peachtree Ford').find((c) => c.id === 'sponsorship')!;
    expect(chip.label).toBe('Peachtree Ford Inventory');
    expect(removeChip(params, chip)).toEqual({ makeCode: ['FORD'] });
  });

  it('takes the sponsor’s name from a listing of theirs, not from whichever listing comes first', () => {
    const listings = [
      { owner: { id: '7', name: 'Jackson Motors' } },
      { owner: null },
      { owner: { id: '42', name: 'Peachtree Ford' } },
    ];
    expect(sponsorNameOf(parseParams('showcaseOwnerId=42&isSponsorship=true'), listings)).toBe('Peachtree Ford');
    expect(sponsorNameOf(parseParams('showcaseOwnerId=99'), listings)).toBeUndefined();
    expect(sponsorNameOf(parseParams('makeCode=FORD'), listings)).toBeUndefined();
    const unnamed = deriveChips(
      parseParams('showcaseOwnerId=99'),
      groups,
      sponsorNameOf(parseParams('showcaseOwnerId=99'), listings),
    );
    expect(unnamed.map((c) => c.label)).toEqual(['Sponsored Inventory']);
  });
});

describe('category tabs', () => {
  it('All Results is active when no category filter is the only value of its filter', () => {
    expect(activeTab(parseParams('zip=30301')).label).toBe('All Results');
    expect(activeTab(parseParams('listingType=CERTIFIED&listingType=USED')).label).toBe('All Results');
    expect(activeTab(parseParams('listingType=CERTIFIED')).label).toBe('Certified Used');
  });

  it('a category replaces the category filters with its value and drops the experience', () => {
    const params = parseParams('zip=30301&sellerType=p&dealType=greatprice&experience=buy-online&page=2');
    expect(selectTab(params, tab('Buy Online'))).toEqual({ zip: ['30301'], homeServices: ['BUY_ONLINE'] });
  });

  it('All Results clears the category filters', () => {
    expect(selectTab(parseParams('zip=30301&listingType=CERTIFIED&makeCode=FORD'), tab('All Results'))).toEqual({
      zip: ['30301'],
      makeCode: ['FORD'],
    });
  });
});

describe('grouped options (truck cab size)', () => {
  const cabGroup = {
    name: 'truckCabSize',
    label: 'Truck Cab Size',
    collapsed: false,
    value: [],
    options: [
      {
        label: 'Extended Cab',
        value: 'EXTENDED',
        count: 5,
        selected: false,
        disabled: false,
        codes: ['SUPERCAB', 'QUAD_CAB'],
      },
      {
        label: 'Crew Cab',
        value: 'CREW',
        count: 9,
        selected: true,
        disabled: false,
        codes: ['SUPERCREW', 'CREW_CAB', 'CREWMAX'],
      },
    ],
  };

  it('choosing a size sets all its styles; unchoosing clears them and leaves the other size alone', () => {
    const chosen = toggleValues(
      { truckCabSize: ['QUAD_CAB'], page: ['3'] },
      'truckCabSize',
      ['SUPERCREW', 'CREW_CAB', 'CREWMAX'],
      true,
    );
    expect(chosen).toEqual({ truckCabSize: ['QUAD_CAB', 'SUPERCREW', 'CREW_CAB', 'CREWMAX'] });
    expect(toggleValues(chosen, 'truckCabSize', ['SUPERCREW', 'CREW_CAB', 'CREWMAX'], false)).toEqual({
      truckCabSize: ['QUAD_CAB'],
    });
  });

  it('shows one chip per size, named for it; removing it removes every style of the size', () => {
    const params = { truckCabSize: ['SUPERCREW', 'CREW_CAB', 'CREWMAX', 'QUAD_CAB'] };
    const chips = deriveChips(params, [cabGroup]);
    expect(chips.map((c) => [c.id, c.label])).toEqual([
      ['truckCabSize:CREW', 'Crew Cab'],
      ['truckCabSize:EXTENDED', 'Extended Cab'],
    ]);
    expect(removeChip(params, chips[0])).toEqual({ truckCabSize: ['QUAD_CAB'] });
  });
});
