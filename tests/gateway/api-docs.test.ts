import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {
  buildSchema as buildSdlSchema,
  getVariableValues,
  Kind,
  isEnumType,
  isInputObjectType,
  Lexer,
  parse,
  printSchema,
  Source,
  TokenKind,
  validate,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
} from 'graphql';
import { buildApiDocs } from '../../gateway/api-docs/build';
import { EXAMPLES_FILE, loadExamples } from '../../gateway/api-docs/examples';
import { GUIDE } from '../../gateway/api-docs/guide';
import {
  API_DOCS_CSS,
  API_DOCS_PATH,
  API_DOCS_TITLE,
  API_SCHEMA_PATH,
  renderApiReference,
  styleHash,
  typeAnchor,
} from '../../gateway/api-docs/render';
import { registerApiDocs } from '../../gateway/api-docs/route';
import { buildSchema } from '../../gateway/schema';
import { operationProtection } from '../../gateway/security/armor';
import { OPERATION_LIMITS } from '../../gateway/security/limits';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';

/*
 * The public API reference (/docs/api): generated from the schema, it lists every type with its
 * fields, arguments and enum values, escapes what the schema says, carries examples that are valid
 * operations, and is served with a policy of its own.
 */

const schema = buildSchema();
const examples = loadExamples();
const html = renderApiReference(schema, examples);

/** The text of an HTML fragment: tags dropped, the five escapes undone. */
const text = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The HTML of the element with this id, up to the next element with an id of the same kind. */
const entry = (page: string, id: string) => {
  const start = page.indexOf(`id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  const end = page.indexOf('</dd>', start);
  return page.slice(start, end);
};

const namedTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

describe('the reference page', () => {
  test('lists every type of the schema, with its anchor and a link from the contents', () => {
    expect(namedTypes.length).toBeGreaterThan(50);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    const links = new Set([...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]));
    const contents = html.slice(html.indexOf('<nav '), html.indexOf('</nav>'));
    expect(namedTypes.filter((type) => !ids.includes(typeAnchor(type.name))).map((t) => t.name)).toEqual([]);
    expect(
      namedTypes.filter((type) => !contents.includes(`href="#${typeAnchor(type.name)}"`)).map((t) => t.name),
    ).toEqual([]);
    // Every id is unique, and every link inside the page has its target.
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect([...links].filter((target) => !ids.includes(target))).toEqual([]);
    // No introspection type.
    expect(html).not.toMatch(/id="type-__/);
  });

  test('lists every field of an object with its type, every argument with its default, every enum value', () => {
    const listing = schema.getType('Listing') as GraphQLObjectType;
    for (const field of Object.values(listing.getFields())) {
      const dt = entry(html, `type-Listing-${field.name}`);
      expect(text(dt)).toContain(`: ${String(field.type)}`);
      if (field.description) expect(text(dt)).toContain(field.description.split('\n')[0].trim().replace(/`/g, ''));
    }
    expect(text(entry(html, 'type-Listing-similarListings'))).toContain('first: Int = 8');

    const query = schema.getQueryType()!;
    for (const field of Object.values(query.getFields())) {
      const dt = entry(html, `type-Query-${field.name}`);
      for (const arg of field.args) expect(text(dt)).toContain(`${arg.name}: ${String(arg.type)}`);
    }
    const mutation = schema.getMutationType()!;
    for (const field of Object.values(mutation.getFields())) expect(html).toContain(`id="type-Mutation-${field.name}"`);

    const input = schema.getType('SearchInput') as GraphQLInputObjectType;
    expect(isInputObjectType(input)).toBe(true);
    for (const field of Object.values(input.getFields())) expect(html).toContain(`id="type-SearchInput-${field.name}"`);
    expect(text(entry(html, 'type-SearchInput-sortBy'))).toContain('sortBy: SortOption = relevance');
    expect(text(entry(html, 'type-SearchInput-numRecords'))).toContain('numRecords: Int = 30');

    for (const name of ['SortOption', 'Brand', 'Placement']) {
      const enumType = schema.getType(name) as GraphQLEnumType;
      expect(isEnumType(enumType)).toBe(true);
      for (const value of enumType.getValues()) {
        const dt = entry(html, `type-${name}-${value.name}`);
        expect(text(dt)).toContain(value.name);
        expect(text(dt)).toContain(value.description!.split('\n')[0].trim().replace(/`/g, ''));
      }
    }
  });

  test('links type references to their types', () => {
    expect(entry(html, 'type-SearchResults-results')).toContain('[<a href="#type-PlacedListing">PlacedListing</a>!]!');
  });

  test('is one document of this origin only: no script, no other origin, its language and landmarks', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(`<title>${API_DOCS_TITLE}</title>`);
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/\sstyle="/);
    for (const landmark of ['<header>', '<nav ', '<main ', '<footer>']) expect(html).toContain(landmark);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`<style>${API_DOCS_CSS}</style>`);
    expect(API_DOCS_CSS).toContain('overflow-wrap:anywhere');
  });

  test('has the guide and the three examples', () => {
    for (const section of GUIDE) expect(html).toContain(`id="${section.id}"`);
    for (const id of ['authentication', 'trusted-documents', 'errors', 'limits', 'pagination', 'brands'])
      expect(GUIDE.map((s) => s.id)).toContain(id);
    const page = text(html);
    for (const fact of [
      'Authorization: Bearer <identity token>',
      'x-api-key',
      'npm run api-key -- create NAME',
      'PERSISTED_QUERY_NOT_FOUND',
      'PersistedQueryNotFound',
      'GRAPHQL_VALIDATION_FAILED',
      'RATE_LIMITED',
      'Retry-After',
      'x-cost-remaining',
      `at most ${OPERATION_LIMITS.maxDepth} deep`,
      'firstRecord',
      'carmaker.localhost',
    ])
      expect(page).toContain(fact);
    expect(examples.map((e) => e.id)).toEqual(['SearchListings', 'ListingDetails', 'SaveSearch']);
    for (const example of examples) expect(html).toContain(`id="example-${example.id}"`);
  });
});

describe('what the schema says is escaped', () => {
  const hostile = buildSdlSchema(`
    "A <b>bold</b> claim & a \\"quote\\" </style><script>alert(1)</script>"
    type Query {
      "Old & busted: use <newField>."
      oldField(
        "An <argument>."
        limit: Int = 5 @deprecated(reason: "Use <first> & co.")
        size: Int
      ): String @deprecated(reason: "Use <newField> & friends.")
      newField(kind: Kind = B): String
    }
    enum Kind {
      A @deprecated(reason: "No <A> any more.")
      "The <B> value."
      B
    }
    input Filter {
      "A <deprecated> field."
      old: String @deprecated(reason: "Gone <soon>.")
    }
    type Mutation { filter(filter: Filter): String }
  `);
  const page = renderApiReference(hostile, []);

  test('descriptions, reasons and defaults are text, never markup', () => {
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).toContain('A &lt;b&gt;bold&lt;/b&gt; claim &amp; a &quot;quote&quot; &lt;/style&gt;&lt;script&gt;');
    expect(page).toContain('Old &amp; busted: use &lt;newField&gt;.');
    expect(page).toContain('An &lt;argument&gt;.');
    expect(page).toContain('The &lt;B&gt; value.');
  });

  test('deprecated fields, arguments, enum values and input fields show their reasons', () => {
    const deprecated = [...page.matchAll(/<p class="deprecated"><strong>Deprecated:<\/strong> ([^<]*)<\/p>/g)].map(
      (m) => text(m[1]),
    );
    expect(deprecated.sort()).toEqual(
      ['Gone <soon>.', 'No <A> any more.', 'Use <first> & co.', 'Use <newField> & friends.'].sort(),
    );
    expect(text(entry(page, 'type-Query-oldField'))).toContain('Deprecated: Use <newField> & friends.');
    expect(text(entry(page, 'type-Query-newField'))).toContain('kind: Kind = B');
  });
});

describe('the examples', () => {
  test('are valid operations of the schema, within every operation limit', () => {
    const { validationRules } = operationProtection();
    const source = readFileSync(EXAMPLES_FILE, 'utf8');
    for (const example of examples) {
      const document = parse(example.query, { maxTokens: OPERATION_LIMITS.maxTokens });
      expect(validate(schema, document)).toEqual([]);
      expect(validate(schema, document, validationRules)).toEqual([]);
      expect(source).toContain(example.query);
    }
  });

  test('their variables are valid for their operations', () => {
    for (const example of examples) {
      const [operation] = parse(example.query).definitions;
      if (operation.kind !== Kind.OPERATION_DEFINITION) throw new Error(`${example.id} is not an operation`);
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], example.variables);
      expect(coerced.errors).toBeUndefined();
    }
  });

  test('are on the page with their variables as JSON', () => {
    for (const example of examples) {
      const section = html.slice(html.indexOf(`id="example-${example.id}"`));
      const blocks = [...section.matchAll(/<pre><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => text(m[1]));
      expect(blocks[0]).toBe(example.query.trim());
      expect(JSON.parse(blocks[1])).toEqual(example.variables);
    }
  });

  test('count fewer tokens than the limit', () => {
    for (const example of examples) {
      const lexer = new Lexer(new Source(example.query));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      expect(tokens).toBeLessThan(OPERATION_LIMITS.maxTokens);
    }
  });
});

describe('GET /docs/api', () => {
  let gateway: Gateway;
  let emptyDist: string;
  beforeAll(async () => {
    // A web build without the reference: the gateway makes it from the schema as it starts.
    emptyDist = mkdtempSync(path.join(tmpdir(), 'api-docs-empty-'));
    gateway = await createGateway({
      upstreams: createUpstreams('http://127.0.0.1:9'),
      imagesUrl: 'http://127.0.0.1:9',
      webDist: emptyDist,
      rateLimit: { max: 0 },
    });
  });
  afterAll(async () => {
    await gateway?.app.close();
    rmSync(emptyDist, { recursive: true, force: true });
  });

  test('answers the reference with its own policy: its stylesheet by hash, no script', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: API_DOCS_PATH, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src ${styleHash(API_DOCS_CSS)}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-|nonce-|https?:/);
    // The site's other security headers stay.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toBeDefined();
  });

  test('/docs/api/ redirects to it, and the printed schema is beside it', async () => {
    const slash = await gateway.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe(API_DOCS_PATH);
    const sdl = await gateway.app.inject({ method: 'GET', url: API_SCHEMA_PATH });
    expect(sdl.statusCode).toBe(200);
    expect(sdl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sdl.body).toBe(`${printSchema(schema)}\n`);
  });

  test('serves the build when there is one', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'api-docs-built-'));
    try {
      const dir = buildApiDocs(dist);
      const built = readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(built).toBe(html);
      const app = Fastify();
      // A schema that is not the built one: what is served is the build.
      registerApiDocs(app, { dir: dist, schema: buildSdlSchema('type Query { other: String }') });
      const response = await app.inject({ method: 'GET', url: API_DOCS_PATH });
      expect(response.body).toBe(built);
      expect((await app.inject({ method: 'GET', url: API_SCHEMA_PATH })).body).toBe(`${printSchema(schema)}\n`);
      await app.close();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
