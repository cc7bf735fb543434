import { Kind, parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The operation as the web's Apollo Client would send it: __typename asked in every selection set
 * but an operation's root, as its cache adds it before a request (it normalises objects by type).
 * The manifest holds the operations as written; the page's cache needs the type names back.
 */
export function withTypenames(document: string): string {
  const ast = visit(parse(document), {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const asked = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      return asked ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
  return print(ast);
}
