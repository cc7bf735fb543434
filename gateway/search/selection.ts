import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type FragmentSpreadNode,
  type GraphQLResolveInfo,
  type InlineFragmentNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Whether a selection is executed under its @skip and @include conditions (literal or variable),
 * as graphql-js's executor decides it: skipped when @skip(if: true), or when @include(if: false).
 */
function included(
  node: FieldNode | FragmentSpreadNode | InlineFragmentNode,
  variables: GraphQLResolveInfo['variableValues'],
) {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/**
 * Names of the fields a query executes on the value a resolver returns: through fragments and
 * inline fragments, leaving out what @skip or @include turns off, so nothing is fetched for them.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection, info.variableValues)) continue;
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/**
 * Whether the query executes a field of this name anywhere under the given fields of the value a
 * resolver returns (through fragments, under @skip and @include): `['listings', 'results']` and
 * `viewCount` asks whether any card of the search shows its view count.
 */
export function selectedBelow(info: GraphQLResolveInfo, under: readonly string[], name: string): boolean {
  const visit = (set: SelectionSetNode | undefined, inside: boolean): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (!included(selection, info.variableValues)) return false;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, inside);
      if (selection.kind === Kind.FRAGMENT_SPREAD)
        return visit(info.fragments[selection.name.value]?.selectionSet, inside);
      if (inside && selection.name.value === name) return true;
      return visit(selection.selectionSet, inside || under.includes(selection.name.value));
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, false));
}
