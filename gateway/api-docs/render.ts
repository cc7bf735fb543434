import { createHash } from 'node:crypto';
import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type GraphQLUnionType,
} from 'graphql';
import { escapeHtml } from '../ssr/html';
import type { ApiExample } from './examples';
import { GUIDE, type GuideSection } from './guide';

/*
 * The public API reference (/docs/api): one static HTML document made from the schema at build
 * time (build.ts), with the guide and the examples of the three most common operations. Plain HTML
 * and one inline stylesheet: no script, nothing from another origin. Long type signatures and code
 * wrap anywhere, so that the page fits a 320 px screen without scrolling sideways.
 */

export const API_DOCS_PATH = '/docs/api';
/** The printed schema (SDL) the page links to, served beside it. */
export const API_SCHEMA_PATH = '/docs/api/schema.graphql';
export const API_DOCS_TITLE = 'API reference · Cars for Sale';

export const API_DOCS_CSS = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}',
  'body{margin:0}',
  'a{color:#0b57d0}',
  'a:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}',
  '.skip{position:absolute;left:-999px;top:0;padding:.5rem 1rem;background:#fff;color:#0b57d0}',
  '.skip:focus{left:.5rem;top:.5rem;z-index:1}',
  'header{padding:1rem;background:#1f2937;color:#fff}',
  'header a{color:#bfdbfe}',
  'header p{margin:.25rem 0 0;color:#e5e7eb;max-width:48rem}',
  'header p code{background:#374151;color:#fff;padding:0 .2em;border-radius:3px}',
  'h1{font-size:1.5rem;margin:0}',
  'nav,main{max-width:60rem;margin:0 auto;padding:0 1rem}',
  'nav{padding-top:1rem;border-bottom:1px solid #d8dee8}',
  'nav h2{font-size:1.125rem;margin:0 0 .5rem;padding:0;border:0}',
  'nav ol,nav ul{padding-left:1.25rem;margin:.25rem 0 .75rem}',
  'nav ul.types{columns:13rem;column-gap:1.5rem;list-style:none;padding-left:0}',
  'nav ul.types li{overflow-wrap:anywhere}',
  'h2{font-size:1.375rem;margin:2.5rem 0 .75rem;padding-top:.5rem;border-top:2px solid #1f2937}',
  'h3{font-size:1.125rem;margin:2rem 0 .5rem}',
  'h4{font-size:1rem;margin:1rem 0 .25rem;color:#374151}',
  'p,li,dd,dt{overflow-wrap:anywhere}',
  'code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem}',
  'code{overflow-wrap:anywhere}',
  'p code,li code,td code{background:#f3f4f6;padding:0 .2em;border-radius:3px}',
  'pre{background:#f3f4f6;border:1px solid #d8dee8;border-radius:6px;padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere;margin:.5rem 0}',
  '.type{border-top:1px solid #d8dee8}',
  '.kind{font-size:.8125rem;font-weight:400;color:#4b5563;margin-left:.5rem}',
  'dl.fields{margin:.25rem 0}',
  'dl.fields dt{margin-top:.75rem;font-weight:600}',
  'dl.fields dd{margin:.125rem 0 0 1rem}',
  'dl.fields dd p{margin:.125rem 0}',
  'ul.args{margin:.25rem 0;padding-left:1.25rem}',
  '.deprecated{color:#8a1c1c}',
  '.muted{color:#4b5563}',
  'table{border-collapse:collapse;margin:.5rem 0;width:100%}',
  'th,td{border:1px solid #d8dee8;padding:.375rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}',
  'th{background:#eef1f6}',
  'footer{max-width:60rem;margin:3rem auto 0;padding:1rem;border-top:1px solid #d8dee8;color:#4b5563}',
  '@media (max-width:30rem){table,thead,tbody,tr,th,td{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}tr{border-bottom:2px solid #d8dee8}td{border:0}td[data-label]::before{content:attr(data-label) ": ";font-weight:600}}',
].join('');

/** The hash source of an inline stylesheet, for a Content-Security-Policy's style-src. */
export const styleHash = (css: string): string => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The page's policy: nothing but its own inline stylesheet (by hash), never a script, never framed.
 * The hash is of the stylesheet of the document served, so a page built by another version of the
 * stylesheet keeps its styles.
 */
export function apiDocsCsp(html: string): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? API_DOCS_CSS;
  return [
    "default-src 'none'",
    `style-src ${styleHash(css)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The anchor id of a named type: `type-Listing`. */
export const typeAnchor = (name: string): string => `type-${name}`;
const fieldAnchor = (type: string, field: string) => `type-${type}-${field}`;

/** A schema description as HTML: escaped, blank lines make paragraphs, `backticks` make code. */
export function descriptionHtml(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph.replace(/\s*\n\s*/g, ' '));
      return `<p>${escaped.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`;
    })
    .join('');
}

/** A type reference with links to the named type's anchor: `[<a>Listing</a>!]!`. */
export function typeRefHtml(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeRefHtml(type.ofType)}!`;
  if (isListType(type)) return `[${typeRefHtml(type.ofType)}]`;
  return `<a href="#${typeAnchor(type.name)}">${escapeHtml(type.name)}</a>`;
}

const deprecatedHtml = (reason: string | null | undefined) =>
  reason === undefined || reason === null
    ? ''
    : `<p class="deprecated"><strong>Deprecated:</strong> ${escapeHtml(reason)}</p>`;

function defaultHtml(arg: GraphQLArgument | GraphQLInputField): string {
  if (arg.defaultValue === undefined) return '';
  const ast = astFromValue(arg.defaultValue, arg.type);
  return ast ? ` = ${escapeHtml(print(ast))}` : '';
}

/** An argument or input field: its signature, default, description and deprecation. */
function inputValueHtml(value: GraphQLArgument | GraphQLInputField): string {
  return `<code>${escapeHtml(value.name)}: ${typeRefHtml(value.type)}${defaultHtml(value)}</code>${descriptionHtml(value.description)}${deprecatedHtml(value.deprecationReason)}`;
}

function fieldHtml(owner: string, field: GraphQLField<unknown, unknown>): string {
  const args = field.args.length
    ? `<p class="muted">Arguments:</p><ul class="args">${field.args.map((arg) => `<li>${inputValueHtml(arg)}</li>`).join('')}</ul>`
    : '';
  const signature = field.args.length
    ? `${escapeHtml(field.name)}(${field.args.map((arg) => escapeHtml(arg.name)).join(', ')}): ${typeRefHtml(field.type)}`
    : `${escapeHtml(field.name)}: ${typeRefHtml(field.type)}`;
  return `<dt id="${fieldAnchor(owner, field.name)}"><code>${signature}</code></dt><dd>${descriptionHtml(field.description)}${deprecatedHtml(field.deprecationReason)}${args}</dd>`;
}

const fieldsHtml = (type: GraphQLObjectType | GraphQLInterfaceType) =>
  `<dl class="fields">${Object.values(type.getFields())
    .map((field) => fieldHtml(type.name, field))
    .join('')}</dl>`;

const inputFieldsHtml = (type: GraphQLInputObjectType) =>
  `<dl class="fields">${Object.values(type.getFields())
    .map(
      (field) =>
        `<dt id="${fieldAnchor(type.name, field.name)}"><code>${escapeHtml(field.name)}: ${typeRefHtml(field.type)}${defaultHtml(field)}</code></dt><dd>${descriptionHtml(field.description)}${deprecatedHtml(field.deprecationReason)}</dd>`,
    )
    .join('')}</dl>`;

const enumValuesHtml = (type: GraphQLEnumType) =>
  `<dl class="fields">${type
    .getValues()
    .map(
      (value) =>
        `<dt id="${fieldAnchor(type.name, value.name)}"><code>${escapeHtml(value.name)}</code></dt><dd>${descriptionHtml(value.description)}${deprecatedHtml(value.deprecationReason)}</dd>`,
    )
    .join('')}</dl>`;

const linkList = (types: readonly GraphQLNamedType[]) => types.map((t) => typeRefHtml(t)).join(', ');

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'object';
  if (isInputObjectType(type)) return 'input object';
  if (isEnumType(type)) return 'enum';
  if (isScalarType(type)) return 'scalar';
  if (isInterfaceType(type)) return 'interface';
  return 'union';
}

function typeBody(schema: GraphQLSchema, type: GraphQLNamedType): string {
  if (isObjectType(type)) {
    const interfaces = type.getInterfaces();
    return `${interfaces.length ? `<p>Implements ${linkList(interfaces)}.</p>` : ''}<h4>Fields</h4>${fieldsHtml(type)}`;
  }
  if (isInterfaceType(type)) {
    const implementations = schema.getImplementations(type).objects;
    return `<p>Implemented by ${linkList(implementations)}.</p><h4>Fields</h4>${fieldsHtml(type)}`;
  }
  if (isUnionType(type)) return `<p>One of ${linkList((type as GraphQLUnionType).getTypes())}.</p>`;
  if (isInputObjectType(type)) return `<h4>Fields</h4>${inputFieldsHtml(type)}`;
  if (isEnumType(type)) return `<h4>Values</h4>${enumValuesHtml(type)}`;
  return type.specifiedByURL ? `<p>Specified by <code>${escapeHtml(type.specifiedByURL)}</code>.</p>` : '';
}

const typeSection = (schema: GraphQLSchema, type: GraphQLNamedType) =>
  `<section class="type" id="${typeAnchor(type.name)}" aria-labelledby="${typeAnchor(type.name)}-h"><h3 id="${typeAnchor(type.name)}-h"><code>${escapeHtml(type.name)}</code><span class="kind">${kindOf(type)}</span></h3>${descriptionHtml(type.description)}${typeBody(schema, type)}</section>`;

/** A root type's fields as their own section: Queries, Mutations, Subscriptions. */
function rootSection(id: string, title: string, intro: string, type: GraphQLObjectType | null | undefined): string {
  if (!type) return '';
  return `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${title}</h2><div id="${typeAnchor(type.name)}">${intro}${descriptionHtml(type.description)}${fieldsHtml(type)}</div></section>`;
}

interface TypeGroup {
  id: string;
  title: string;
  intro: string;
  types: GraphQLNamedType[];
}

/** Every named type but the introspection types (`__*`) and the root types, by kind, by name. */
export function typeGroups(schema: GraphQLSchema): TypeGroup[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const named = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !roots.has(type as GraphQLObjectType))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const of = (test: (type: GraphQLNamedType) => boolean) => named.filter(test);
  return [
    { id: 'objects', title: 'Objects', intro: 'What the API answers with.', types: of(isObjectType) },
    {
      id: 'inputs',
      title: 'Input objects',
      intro: 'What arguments take, as a variable or inline.',
      types: of(isInputObjectType),
    },
    {
      id: 'enums',
      title: 'Enums',
      intro: 'Fixed sets of values: sent and answered as their names, without quotes in an operation.',
      types: of(isEnumType),
    },
    { id: 'scalars', title: 'Scalars', intro: 'The leaf values.', types: of(isScalarType) },
    {
      id: 'abstract',
      title: 'Interfaces and unions',
      intro: 'Types that stand for one of several object types.',
      types: of((type) => isInterfaceType(type) || isUnionType(type)),
    },
  ].filter((group) => group.types.length > 0);
}

/** Example variables as JSON, two-space indented, a list of plain values on one line (`["FORD"]`). */
export const variablesJson = (variables: Record<string, unknown>): string =>
  JSON.stringify(variables, null, 2).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_all, items: string) => `[${items.split(/,\n\s*/).join(', ')}]`,
  );

function exampleHtml(example: ApiExample): string {
  return `<section id="example-${escapeHtml(example.id)}" aria-labelledby="example-${escapeHtml(example.id)}-h"><h3 id="example-${escapeHtml(example.id)}-h">${escapeHtml(example.title)}</h3>${descriptionHtml(example.description)}<h4>Operation</h4><pre><code>${escapeHtml(example.query.trim())}</code></pre><h4>Variables</h4><pre><code>${escapeHtml(variablesJson(example.variables))}</code></pre>${example.headers ? `<h4>Request</h4><pre><code>${escapeHtml(example.headers)}</code></pre>` : ''}</section>`;
}

export interface ApiReferenceOptions {
  /** The guide's sections (guide.ts GUIDE when unset). */
  guide?: readonly GuideSection[];
}

/** The whole reference document. Pure: the same schema and examples give the same page. */
export function renderApiReference(
  schema: GraphQLSchema,
  examples: readonly ApiExample[],
  options: ApiReferenceOptions = {},
): string {
  const guide = options.guide ?? GUIDE;
  const groups = typeGroups(schema);
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const subscription = schema.getSubscriptionType();
  const rootLinks = [
    query && `<li><a href="#${typeAnchor(query.name)}">Queries</a></li>`,
    mutation && `<li><a href="#${typeAnchor(mutation.name)}">Mutations</a></li>`,
    subscription && `<li><a href="#${typeAnchor(subscription.name)}">Subscriptions</a></li>`,
  ]
    .filter(Boolean)
    .join('');
  const toc = `<nav aria-labelledby="contents-h"><h2 id="contents-h">Contents</h2>
<ol>
<li><a href="#guide">Guide</a><ul>${guide.map((s) => `<li><a href="#${s.id}">${escapeHtml(s.title)}</a></li>`).join('')}</ul></li>
<li><a href="#examples">Examples</a><ul>${examples.map((e) => `<li><a href="#example-${escapeHtml(e.id)}">${escapeHtml(e.title)}</a></li>`).join('')}</ul></li>
${rootLinks}
${groups.map((g) => `<li><a href="#${g.id}">${g.title}</a> (${g.types.length})<ul class="types">${g.types.map((t) => `<li>${typeRefHtml(t)}</li>`).join('')}</ul></li>`).join('\n')}
</ol></nav>`;
  const guideHtml = `<section id="guide" aria-labelledby="guide-h"><h2 id="guide-h">Guide</h2>${guide
    .map(
      (s) =>
        `<section id="${s.id}" aria-labelledby="${s.id}-h"><h3 id="${s.id}-h">${escapeHtml(s.title)}</h3>${s.html}</section>`,
    )
    .join('\n')}</section>`;
  const examplesHtml = `<section id="examples" aria-labelledby="examples-h"><h2 id="examples-h">Examples</h2><p>The three operations channels run most. Each is valid against this schema as printed here; send the operation with its variables as one JSON body (<a href="#trusted-documents">Trusted documents</a> says which requests may carry operation text).</p>${examples.map(exampleHtml).join('\n')}</section>`;
  const roots = [
    rootSection(
      'queries',
      'Queries',
      '<p>The fields of <code>Query</code>: every read starts at one of them.</p>',
      query,
    ),
    rootSection(
      'mutations',
      'Mutations',
      '<p>The fields of <code>Mutation</code>: every change a shopper makes. Run them with POST.</p>',
      mutation,
    ),
    rootSection('subscriptions', 'Subscriptions', '', subscription),
  ].join('\n');
  const typesHtml = groups
    .map(
      (g) =>
        `<section id="${g.id}" aria-labelledby="${g.id}-h"><h2 id="${g.id}-h">${g.title}</h2><p>${g.intro}</p>${g.types.map((t) => typeSection(schema, t)).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The Cars for Sale GraphQL API: every type, field, argument and enum value, with examples and a guide to authentication, errors, limits, pagination and brands.">
<title>${escapeHtml(API_DOCS_TITLE)}</title>
<style>${API_DOCS_CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header>
<h1>API reference</h1>
<p>The Cars for Sale GraphQL API at <code>POST /graphql</code>: the listing search, listings, saved searches and the rest of what the site shows, for the web and other channels. Generated from the schema; the printed schema is <a href="${API_SCHEMA_PATH}">schema.graphql</a>.</p>
</header>
${toc}
<main id="main">
${guideHtml}
${examplesHtml}
${roots}
${typesHtml}
</main>
<footer><p>Generated from the gateway's schema (<code>schema/*.graphql</code>) when the site is built. In development the GraphQL sandbox at <a href="/graphql">/graphql</a> runs operations against it.</p></footer>
</body>
</html>
`;
}
