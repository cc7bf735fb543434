import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What graphql-codegen's client-preset babel plugin does, for this Vite (which has no Babel): each
 * `graphql(`…`)` call in the web's sources becomes an import of the typed document it stands for.
 * Without it every chunk that calls graphql() carries gql.ts's map of all the operations' source
 * texts to their documents, in its output, on the page's first load; with it the map is dropped
 * and each chunk holds only the documents it uses. A source this does not find (codegen not run
 * since it changed) is left to the map, which still answers it.
 */
const ALIAS = '__typed_';

export function typedDocuments(webSources: string): Plugin {
  let sources: Map<string, { identifier: string; module: string }> | undefined;
  return {
    name: 'typed-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(webSources) || id.includes('__generated__') || !/\.tsx?$/.test(id)) return null;
      if (!code.includes('graphql(`')) return null;
      sources ??= generatedDocuments(webSources);
      const imports = new Map<string, Set<string>>();
      const replaced = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, source: string) => {
        const found = sources!.get(source);
        if (!found) return call;
        const names = imports.get(found.module) ?? new Set<string>();
        imports.set(found.module, names.add(found.identifier));
        return `${ALIAS}${found.identifier}`;
      });
      if (imports.size === 0) return null;
      // Under another name: a module often calls its own constant what codegen calls the document.
      const lines = [...imports].map(
        ([module, names]) =>
          `import { ${[...names].map((name) => `${name} as ${ALIAS}${name}`).join(', ')} } from '${module}';`,
      );
      return { code: `${lines.join('\n')}\n${replaced}`, map: null };
    },
  };
}

/** Each codegen output's gql.ts maps an operation's source text to the name of its document in graphql.ts. */
function generatedDocuments(webSources: string): Map<string, { identifier: string; module: string }> {
  const found = new Map<string, { identifier: string; module: string }>();
  const folders = readdirSync(webSources, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'gql.ts' && path.basename(path.dirname(file)) === '__generated__',
  );
  for (const file of folders) {
    const gql = readFileSync(path.join(webSources, file), 'utf8');
    const module = path.join(webSources, path.dirname(file), 'graphql.ts');
    const map = gql.slice(gql.indexOf('const documents'), gql.indexOf('\n};', gql.indexOf('const documents')));
    for (const [, key, identifier] of map.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      found.set(JSON.parse(key) as string, { identifier, module });
    }
  }
  return found;
}
