import { describe, expect, test } from '@jest/globals';
import { apiFilterGroups } from '../../gateway/search/filter-groups';
import type { LscFilterGroup } from '../../contracts/lsc/index';

const style = (value: string, parent: string | undefined, count: number, selected = false) => ({
  label: value,
  value,
  count,
  selected,
  disabled: count <= 0,
  ...(parent ? { parent } : {}),
});
const cabs = (options: ReturnType<typeof style>[]): LscFilterGroup => ({
  name: 'truckCabSize',
  label: 'Truck Cab Size',
  collapsed: true,
  value: [],
  options,
});

describe('truck cab size maps to grouped codes', () => {
  test('offers one option per cab size standing for all its styles, counted together, in size order', () => {
    const [group] = apiFilterGroups([
      cabs([
        style('SUPERCREW', 'CREW', 40),
        style('CREWMAX', 'CREW', 10),
        style('MEGA_CAB', 'CREW', 0),
        style('QUAD_CAB', 'EXTENDED', 5),
        style('REGULAR_CAB', 'REGULAR', 7),
      ]),
    ]);
    expect(group.options).toEqual([
      { label: 'Regular Cab', value: 'REGULAR', count: 7, selected: false, disabled: false, codes: ['REGULAR_CAB'] },
      { label: 'Extended Cab', value: 'EXTENDED', count: 5, selected: false, disabled: false, codes: ['QUAD_CAB'] },
      // A style with nothing to find is still part of its size: choosing Crew Cab chooses it too.
      {
        label: 'Crew Cab',
        value: 'CREW',
        count: 50,
        selected: false,
        disabled: false,
        codes: ['SUPERCREW', 'CREWMAX', 'MEGA_CAB'],
      },
    ]);
  });

  test('a size is selected when any of its styles is; one with nothing to find is left out unless selected', () => {
    const [group] = apiFilterGroups([
      cabs([
        style('SUPERCREW', 'CREW', 40, true),
        style('CREWMAX', 'CREW', 0),
        style('QUAD_CAB', 'EXTENDED', 0, true),
        style('REGULAR_CAB', 'REGULAR', 0),
      ]),
    ]);
    expect(group.options.map((o) => [o.value, o.selected, o.disabled])).toEqual([
      ['EXTENDED', true, true],
      ['CREW', true, false],
    ]);
  });

  test('a chosen style the search service files under no size stays an option of its own, so it can be removed', () => {
    const [group] = apiFilterGroups([cabs([style('SUPERCREW', 'CREW', 4), style('SPACE_CAB', undefined, 0, true)])]);
    expect(group.options.map((o) => [o.value, o.codes])).toEqual([
      ['CREW', ['SUPERCREW']],
      ['SPACE_CAB', undefined],
    ]);
  });

  test('leaves every other group as the search service gave it', () => {
    const makes: LscFilterGroup = {
      name: 'makeCode',
      label: 'Make',
      collapsed: true,
      value: [],
      options: [style('FORD', undefined, 3)],
    };
    expect(apiFilterGroups([makes])[0]).toBe(makes);
  });
});
