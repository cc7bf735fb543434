import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/*
 * The examples of the API reference (/docs/api): the three operations channels run most, from
 * examples.graphql, each with example variables and the request that carries it.
 */

export const EXAMPLES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'examples.graphql');

export interface ApiExample {
  /** The anchor (`example-{id}`) and the operation's name. */
  id: string;
  title: string;
  /** Plain text; `backticks` become code. */
  description: string;
  /** The operation's text, as sent. */
  query: string;
  variables: Record<string, unknown>;
  /** The HTTP request that carries it, headers and body elided. */
  headers?: string;
}

interface ExampleText {
  title: string;
  description: string;
  variables: Record<string, unknown>;
  headers?: string;
}

/** By operation name in examples.graphql. */
const TEXTS: Record<string, ExampleText> = {
  SearchListings: {
    title: 'Search listings',
    description:
      "Used Fords within 50 miles of Atlanta, cheapest first: the first batch of 30 as the results page shows it (`results`, spotlights in their slots), with the filter panels and their counts. `input` takes the search results page URL parameters by name; `queryString` takes the URL query as it is instead. `brand` may be left out: the request's brand applies (see Brands).",
    variables: {
      brand: 'USED_CAR',
      input: {
        makeCode: ['FORD'],
        listingType: ['USED'],
        zip: '30301',
        searchRadius: 50,
        sortBy: 'derivedpriceASC',
        firstRecord: 0,
        numRecords: 30,
      },
    },
    headers: 'POST /graphql\ncontent-type: application/json\nx-api-key: <your API key>',
  },
  ListingDetails: {
    title: 'A listing’s details',
    description:
      'What a vehicle page shows of one listing. `listing` answers null when the listing is no longer for sale, or the id is not 1 to 15 digits; use `listings(ids:)` for up to 5 at once.',
    variables: { id: '700012345' },
    headers: 'POST /graphql\ncontent-type: application/json\nx-api-key: <your API key>',
  },
  SaveSearch: {
    title: 'Save a search',
    description:
      'Saves a search for the signed-in consumer, with daily email alerts. Without a valid identity token it answers `UNAUTHENTICATED`; a user mistake (an empty or too long title, a query string too long) comes back in `errors`, by field. Send a new `idempotencyKey` (8 to 100 visible ASCII characters) for each intended change, and the same one when retrying it.',
    variables: {
      input: {
        queryString: 'listingType=USED&makeCode=FORD&searchRadius=50&zip=30301',
        bookmarkTitle: 'Used Fords near Atlanta',
        alertsEnabled: true,
        alertFrequency: 'DAILY',
      },
      idempotencyKey: '3f6c1e0a-8d2b-4c7e-9a51-2b7d4e9f0c13',
    },
    headers:
      'POST /graphql\ncontent-type: application/json\nauthorization: Bearer <identity token from signIn>\nx-api-key: <your API key>',
  },
};

/** Each operation of examples.graphql with its text (its own lines of the file, comments above it included). */
export function loadExamples(source = readFileSync(EXAMPLES_FILE, 'utf8')): ApiExample[] {
  const operations = parse(source).definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const id = operation.name?.value;
    if (!id || !TEXTS[id])
      throw new Error(`examples.graphql: operation ${id ?? '(anonymous)'} has no text in examples.ts`);
    const { start, end } = operation.loc!;
    return { id, query: source.slice(start, end), ...TEXTS[id] };
  });
}
