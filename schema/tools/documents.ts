/**
 * The trusted documents against the new schema (docs/rules/public-api.md#breaking-changes): every
 * operation the web client may send, as listed in its persisted-document manifests
 * (`web/src/**\/__generated__/persisted-documents.json`, hash → document text), must still validate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GraphQLSchema, Kind, parse, validate } from 'graphql';

/** Where the web client's manifests are looked for. */
export const WEB_SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');

const MANIFEST = /(^|\/)__generated__\/persisted-documents\.json$/;

export interface InvalidDocument {
  /** The manifest, relative to the glob root. */
  manifest: string;
  hash: string;
  /** The document's first operation name, else its hash. */
  operation: string;
  errors: string[];
}

export interface DocumentsResult {
  /** The manifests found, relative to the root, sorted. */
  manifests: string[];
  /** How many documents were validated. */
  checked: number;
  invalid: InvalidDocument[];
}

/** Every `**\/__generated__/persisted-documents.json` under root (node_modules left out), sorted. */
export function findManifests(root: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => MANIFEST.test(entry) && !entry.split('/').includes('node_modules'))
    .sort();
}

function operationName(text: string, hash: string): string {
  const match = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text);
  return match ? match[1] : hash;
}

/** Validates every document of every manifest under root against schema. */
export function checkDocuments(schema: GraphQLSchema, root: string = WEB_SRC_DIR): DocumentsResult {
  const manifests = findManifests(root);
  const invalid: InvalidDocument[] = [];
  let checked = 0;
  for (const manifest of manifests) {
    let entries: Array<[string, unknown]>;
    try {
      const parsed: unknown = JSON.parse(readFileSync(path.join(root, manifest), 'utf8'));
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      entries = Object.entries(parsed);
    } catch (error) {
      invalid.push({
        manifest,
        hash: '',
        operation: '(manifest)',
        errors: [`not a JSON object of hash → document: ${(error as Error).message}`],
      });
      continue;
    }
    for (const [hash, text] of entries) {
      checked += 1;
      if (typeof text !== 'string') {
        invalid.push({ manifest, hash, operation: hash, errors: ['the document is not a string'] });
        continue;
      }
      let errors: string[];
      let operation = operationName(text, hash);
      try {
        const document = parse(text);
        const first = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
        operation = first?.name?.value ?? hash;
        errors = validate(schema, document).map((error) => error.message);
      } catch (error) {
        errors = [(error as Error).message];
      }
      if (errors.length > 0) invalid.push({ manifest, hash, operation, errors });
    }
  }
  return { manifests, checked, invalid };
}
