import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from '../schema';
import { API_DOCS_DIR } from './build';
import { loadExamples } from './examples';
import { API_DOCS_PATH, API_SCHEMA_PATH, apiDocsCsp, renderApiReference } from './render';

/*
 * GET /docs/api: the public API reference, as `npm run build:web` wrote it into the web client's
 * build (build.ts), and /docs/api/schema.graphql, the printed schema. Without a build (tests,
 * `npm run dev` on a fresh clone) both are made from the schema once, here, at registration.
 */

export interface ApiDocsOptions {
  /** The web client's build (web/dist): the pages are read from its api-docs/ folder. */
  dir: string;
  /** The schema to render when there is no build; buildSchema() when unset. */
  schema?: GraphQLSchema;
}

function readOrMake(file: string, make: () => string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : make();
}

export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  const folder = path.join(options.dir, API_DOCS_DIR);
  let schema = options.schema;
  const schemaOf = () => (schema ??= buildSchema());
  const html = readOrMake(path.join(folder, 'index.html'), () => renderApiReference(schemaOf(), loadExamples()));
  const sdl = readOrMake(path.join(folder, 'schema.graphql'), () => `${printSchema(schemaOf())}\n`);
  // The page's own policy instead of the site's (which helmet set in onRequest): its stylesheet by hash, no script.
  const csp = apiDocsCsp(html);

  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html),
  );
  app.get(`${API_DOCS_PATH}/`, async (_request, reply) => reply.redirect(API_DOCS_PATH, 301));
  app.get(API_SCHEMA_PATH, async (_request, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(sdl),
  );
}
