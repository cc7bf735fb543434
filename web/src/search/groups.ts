/** The shape of a gateway filter group that the pure SRP logic needs (docs/rules/filters.md#filter-groups). */
export interface OptionLike {
  label: string;
  value: string;
  count: number;
  selected: boolean;
  disabled: boolean;
  /** The code the option belongs under: a model's make, a trim's model. */
  parent?: string | null;
  /** The parameter values the option stands for (a truck cab size: every cab style of it); else its value. */
  codes?: readonly string[];
}

/** The parameter values choosing an option sets and removing it clears. */
export const codesOf = (option: Pick<OptionLike, 'value' | 'codes'>): readonly string[] =>
  option.codes?.length ? option.codes : [option.value];

export interface GroupLike {
  name: string;
  label: string;
  collapsed: boolean;
  value: readonly string[];
  options: readonly OptionLike[];
}

/**
 * What naming a chosen value needs of a group: its options' values, labels and codes (chips, prompts),
 * and a model's make (the model-name clarification).
 */
export interface NamingGroupLike {
  name: string;
  options: ReadonlyArray<Pick<OptionLike, 'value' | 'label' | 'codes' | 'disabled' | 'parent'>>;
}

export const findGroup = <G extends { name: string }>(groups: readonly G[], name: string): G | undefined =>
  groups.find((g) => g.name === name);

/** The option of a group that a parameter value chose: the one of that value, or the grouped one standing for it. */
export function optionOf<G extends NamingGroupLike>(
  groups: readonly G[],
  name: string,
  value: string,
): G['options'][number] | undefined {
  const options = findGroup(groups, name)?.options;
  return options?.find((o) => o.value === value) ?? options?.find((o) => o.codes?.includes(value));
}

/** Options listed under one parent: the models of one make, the trims of one model. */
export interface OptionSection<O extends OptionLike> {
  parent: string;
  label: string;
  options: O[];
}

/**
 * The options grouped under their parents, the parents in the order given (the makes as chosen);
 * an option whose parent is not among them goes under its own parent's code, after them. The
 * options keep their order within a section.
 */
export function sectionsByParent<O extends OptionLike>(
  options: readonly O[],
  parents: ReadonlyArray<{ value: string; label: string }>,
): OptionSection<O>[] {
  const sections = new Map<string, OptionSection<O>>(
    parents.map((p) => [p.value, { parent: p.value, label: p.label, options: [] }]),
  );
  for (const option of options) {
    const parent = option.parent ?? '';
    let section = sections.get(parent);
    if (!section) sections.set(parent, (section = { parent, label: parent, options: [] }));
    section.options.push(option);
  }
  return [...sections.values()].filter((s) => s.options.length > 0);
}
