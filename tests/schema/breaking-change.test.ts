import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { type Change, changePath, checkSchemaChange } from '../../schema/tools/check';
import { checkDocuments } from '../../schema/tools/documents';
import { PRINTED_SCHEMA_FILE, SCHEMA_DIR } from '../../schema/tools/files';
import { PRINTED_SCHEMA_HEADER, renderSchema } from '../../schema/tools/printed';

/*
 * The breaking-change check of the public GraphQL API (docs/rules/public-api.md#breaking-changes):
 * the printed schema is current, a breaking change fails unless announced, an additive one passes,
 * and the trusted documents still validate against the new schema.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const paths = (changes: Change[]) => changes.map(changePath).sort();

const before = fixture('before.graphql');
const BREAKING_PATHS = ['Listing.mileage', 'Query.listings.limit'];

describe('a breaking schema change', () => {
  test('fails, each breaking change listed by path, when nothing announces it', async () => {
    const result = await checkSchemaChange({ before, after: fixture('breaking.graphql'), announcements: '' });
    expect(paths(result.breaking)).toEqual(BREAKING_PATHS);
    expect(paths(result.unannounced)).toEqual(BREAKING_PATHS);
    expect(result.unannounced.map((change) => change.type).sort()).toEqual([
      'FIELD_ARGUMENT_TYPE_CHANGED',
      'FIELD_REMOVED',
    ]);
  });

  test('passes when changelog lines name every breaking path', async () => {
    const announcements = [
      '- 2026-12-01: removed `Listing.mileage` (deprecated since 2026-10-01).',
      '- 2026-12-01: Query.listings.limit is a String.',
    ].join('\n');
    const result = await checkSchemaChange({ before, after: fixture('breaking.graphql'), announcements });
    expect(paths(result.breaking)).toEqual(BREAKING_PATHS);
    expect(result.unannounced).toEqual([]);
  });

  test('passes when a line starts with the commit message marker', async () => {
    const announcements = 'BREAKING SCHEMA CHANGE: the mileage field and the listings limit';
    const result = await checkSchemaChange({ before, after: fixture('breaking.graphql'), announcements });
    expect(result.unannounced).toEqual([]);
  });

  test('still fails on the change a partial announcement leaves out', async () => {
    const result = await checkSchemaChange({
      before,
      after: fixture('breaking.graphql'),
      announcements: '- removed Listing.mileage.\n- Query.listings.limitless is not the same path',
    });
    expect(paths(result.unannounced)).toEqual(['Query.listings.limit']);
  });

  test('a path is named whole: a longer or shorter path does not announce it', async () => {
    const result = await checkSchemaChange({
      before,
      after: fixture('breaking.graphql'),
      announcements: 'Listing.mileageKm\nListing\nQuery.listings',
    });
    expect(paths(result.unannounced)).toEqual(BREAKING_PATHS);
  });
});

describe('an additive schema change', () => {
  test('passes: new types and fields, and a deprecation with a reason, are not breaking', async () => {
    const result = await checkSchemaChange({ before, after: fixture('additive.graphql'), announcements: '' });
    expect(result.breaking).toEqual([]);
    expect(result.unannounced).toEqual([]);
    expect(result.deprecatedWithoutReason).toEqual([]);
    expect(result.safe.map((change) => change.type)).toEqual(
      expect.arrayContaining(['TYPE_ADDED', 'FIELD_ADDED', 'FIELD_DEPRECATION_ADDED']),
    );
    expect(paths(result.safe)).toEqual(
      expect.arrayContaining(['Odometer', 'Listing.odometer', 'Query.listingCount', 'Listing.mileage.@deprecated']),
    );
  });

  test('a @deprecated without a reason is reported', async () => {
    const after = fixture('additive.graphql').replace(
      '@deprecated(reason: "Use `odometer`, which gives the unit.")',
      '@deprecated',
    );
    const result = await checkSchemaChange({ before, after, announcements: '' });
    expect(result.deprecatedWithoutReason).toEqual(['Listing.mileage']);
  });
});

describe('the printed schema', () => {
  test('schema/schema.graphql is what `npm run schema:print` prints (run it when this fails)', async () => {
    const committed = readFileSync(path.join(SCHEMA_DIR, PRINTED_SCHEMA_FILE), 'utf8');
    expect(committed).toEqual(await renderSchema());
  });

  describe('from SDL files', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'schema-print-'));
      writeFileSync(
        path.join(dir, 'b.graphql'),
        'extend type Query {\n  "Zebra first in the file."\n  zebra: Int @deprecated(reason: "Use `aardvark`.")\n  aardvark: Int\n}\n',
      );
      writeFileSync(path.join(dir, 'a.graphql'), 'type Query {\n  middle: String\n}\n');
      // A stale printed schema in the folder is an output, never an input.
      writeFileSync(path.join(dir, PRINTED_SCHEMA_FILE), 'type Stale {\n  x: Int\n}\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test('starts with the generated-by line, sorts, and keeps descriptions and deprecation reasons', async () => {
      const printed = await renderSchema(dir);
      expect(printed.split('\n')[0]).toBe(PRINTED_SCHEMA_HEADER);
      expect(PRINTED_SCHEMA_HEADER).toContain('npm run schema:print');
      expect(printed).not.toContain('Stale');
      const body = printed.slice(printed.indexOf('type Query'));
      expect(body.indexOf('aardvark')).toBeLessThan(body.indexOf('middle'));
      expect(body.indexOf('middle')).toBeLessThan(body.indexOf('zebra'));
      expect(printed).toContain('Zebra first in the file.');
      expect(printed).toContain('zebra: Int @deprecated(reason: "Use `aardvark`.")');
      expect(await renderSchema(dir)).toBe(printed);
    });
  });
});

describe('the trusted documents against the new schema', () => {
  const schema = buildSchema(fixture('breaking.graphql'));
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'schema-documents-'));
    const write = (dir: string, documents: Record<string, string>) => {
      mkdirSync(path.join(root, dir, '__generated__'), { recursive: true });
      writeFileSync(path.join(root, dir, '__generated__', 'persisted-documents.json'), JSON.stringify(documents));
    };
    write('search', {
      'sha256:aaa': 'query ListingTitle($id: ID!) { __typename listing(id: $id) { __typename id title price } }',
      'sha256:bbb': 'query ListingMileage($id: ID!) { listing(id: $id) { id mileage } }',
    });
    write('vehicle/compare', {
      'sha256:ccc': 'query Compare($ids: [ID!]!) { listings(ids: $ids, limit: 5) { id } }',
    });
    // Not a manifest: another name, or outside __generated__.
    writeFileSync(path.join(root, 'persisted-documents.json'), JSON.stringify({ x: 'query { nope }' }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('a document the new schema refuses fails, naming the operation and the error', () => {
    const result = checkDocuments(schema, root);
    expect(result.manifests).toEqual([
      'search/__generated__/persisted-documents.json',
      'vehicle/compare/__generated__/persisted-documents.json',
    ]);
    expect(result.checked).toBe(3);
    expect(result.invalid.map(({ operation, manifest }) => ({ operation, manifest }))).toEqual([
      { operation: 'ListingMileage', manifest: 'search/__generated__/persisted-documents.json' },
      { operation: 'Compare', manifest: 'vehicle/compare/__generated__/persisted-documents.json' },
    ]);
    expect(result.invalid[0].errors).toEqual(['Cannot query field "mileage" on type "Listing".']);
    expect(result.invalid[1].errors).toEqual(['String cannot represent a non string value: 5']);
  });

  test('the same documents pass against the schema they were written for', () => {
    expect(checkDocuments(buildSchema(before), root).invalid).toEqual([]);
  });

  test('no manifest at all passes, with nothing checked', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'schema-documents-none-'));
    try {
      expect(checkDocuments(schema, empty)).toEqual({ manifests: [], checked: 0, invalid: [] });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
