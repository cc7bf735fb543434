import { Kind, print, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { SearchResultsPageDocument, SearchResultsServerPageDocument } from '../../web/src/__generated__/graphql';

/** The selections under searchListings of a document's operation, printed. */
function searchSelections(document: DocumentNode): string[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const search = operation.selectionSet.selections.find(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === 'searchListings',
  )!;
  return search.selectionSet!.selections.map((selection) => print(selection));
}

test("the server's first batch asks for everything the page's query reads, so the render fetches nothing more", () => {
  const page = searchSelections(SearchResultsPageDocument);
  expect(page.length).toBeGreaterThan(0);
  expect(searchSelections(SearchResultsServerPageDocument)).toEqual(expect.arrayContaining(page));
});
