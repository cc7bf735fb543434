import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Each upstream's wire format lives in contracts/, which both sides import. The gateway never
 * imports the reference upstreams, and they never import the gateway: only the repository's
 * main.ts puts the two in one process.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The top-level folder each relative import of a file lands in, with the import as written. */
function importsOf(file: string): Array<{ specifier: string; folder: string }> {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({
      specifier,
      folder: path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep)[0],
    }));
}

function crossings(dir: string, forbidden: (folder: string, specifier: string) => boolean): string[] {
  return sources(dir).flatMap((file) =>
    importsOf(file)
      .filter(({ folder, specifier }) => forbidden(folder, specifier))
      .map(({ specifier }) => `${path.relative(ROOT, file)} imports ${specifier}`),
  );
}

describe('who imports whom', () => {
  test('the gateway imports nothing from the reference upstreams', () => {
    expect(crossings('gateway', (folder) => folder === 'upstreams')).toEqual([]);
  });

  test('the reference upstreams import nothing from the gateway', () => {
    expect(crossings('upstreams', (folder) => folder === 'gateway')).toEqual([]);
  });

  test('the upstream contracts import only each other (and zod)', () => {
    expect(crossings('contracts', (folder) => folder !== 'contracts')).toEqual([]);
    const packages = sources('contracts').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2])
        .filter((specifier) => !specifier.startsWith('.')),
    );
    expect(new Set(packages)).toEqual(new Set(['zod']));
  });

  test('the check sees imports where they are', () => {
    expect(new Set(importsOf(path.join(ROOT, 'main.ts')).map(({ folder }) => folder))).toEqual(
      new Set(['gateway', 'upstreams']),
    );
  });
});
