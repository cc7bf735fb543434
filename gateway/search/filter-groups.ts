import type { LscFilterGroup, LscFilterOption } from '../../contracts/lsc/index';
import { TRUCK_CAB_SIZE_LABELS } from './constants';

/** A filter option as the API gives it: a grouped option names every code choosing it sets. */
export interface FilterOptionModel extends LscFilterOption {
  /** The parameter values the option stands for; absent means its value alone. */
  codes?: string[];
}

export interface FilterGroupModel extends Omit<LscFilterGroup, 'options'> {
  options: FilterOptionModel[];
}

/** Groups offered as groups of the search service's codes, by the parent it gives each code: their labels, in order. */
const GROUPED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  truckCabSize: TRUCK_CAB_SIZE_LABELS,
};

/**
 * The search service's filter groups as the API offers them. A grouped group (truck cab size) gets
 * one option per parent: its codes are all the codes filed under it, its count their sum (each
 * listing carries one code, so the sum is the disjunctive count of choosing them all), selected
 * when any of them is chosen. A parent with nothing to find and nothing chosen is left out, as
 * the search service leaves out empty options; a chosen code it does not file stays as it is.
 */
export function apiFilterGroups(groups: readonly LscFilterGroup[]): FilterGroupModel[] {
  return groups.map((group) => (Object.hasOwn(GROUPED, group.name) ? groupedBy(group, GROUPED[group.name]) : group));
}

function groupedBy(group: LscFilterGroup, labels: Readonly<Record<string, string>>): FilterGroupModel {
  const byParent = new Map<string, FilterOptionModel>(
    Object.entries(labels).map(([value, label]) => [
      value,
      { label, value, count: 0, selected: false, disabled: true, codes: [] },
    ]),
  );
  const loose: FilterOptionModel[] = [];
  for (const option of group.options) {
    const parent = option.parent === undefined ? undefined : byParent.get(option.parent);
    if (!parent) {
      loose.push(option);
      continue;
    }
    parent.codes!.push(option.value);
    parent.count += option.count;
    parent.selected ||= option.selected;
  }
  const options = [...byParent.values()].filter((o) => o.count > 0 || o.selected);
  for (const option of options) option.disabled = option.count <= 0;
  return { ...group, options: [...options, ...loose] };
}
