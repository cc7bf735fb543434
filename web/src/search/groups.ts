/** The shape of a gateway filter group that the pure SRP logic needs (spec §3 'Filter group'). */
export interface OptionLike {
  label: string;
  value: string;
  count: number;
  selected: boolean;
  disabled: boolean;
}

export interface GroupLike {
  name: string;
  label: string;
  collapsed: boolean;
  value: readonly string[];
  options: readonly OptionLike[];
}

export const findGroup = <G extends GroupLike>(groups: readonly G[], name: string): G | undefined => groups.find((g) => g.name === name);

/** The label of a value of a group, or the value itself when the group does not list it. */
export function optionLabel(groups: readonly GroupLike[], name: string, value: string): string {
  return findGroup(groups, name)?.options.find((o) => o.value === value)?.label ?? value;
}
