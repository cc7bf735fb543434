import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { buildSchema } from '../schema';
import { loadExamples } from './examples';
import { renderApiReference } from './render';

/*
 * `npm run build:web` ends here (tsx gateway/api-docs/build.ts): the API reference and the printed
 * schema, made from schema/*.graphql, written into the web client's build beside it:
 * web/dist/api-docs/index.html and schema.graphql. The gateway serves them at /docs/api
 * (route.ts). Run after Vite, which empties web/dist first.
 */

export const API_DOCS_DIR = 'api-docs';

/** The web client's build (gateway/ssr/pages.ts WEB_DIST, not imported: it loads the whole renderer). */
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function buildApiDocs(webDist = WEB_DIST): string {
  const schema = buildSchema();
  const dir = path.join(webDist, API_DOCS_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), renderApiReference(schema, loadExamples()));
  writeFileSync(path.join(dir, 'schema.graphql'), `${printSchema(schema)}\n`);
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = buildApiDocs();
  console.log(`API reference → ${path.relative(process.cwd(), dir)}/index.html`);
}
