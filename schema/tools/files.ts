import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The printed schema: every SDL file of schema/ in one, sorted, committed and checked current in CI
 * (docs/rules/public-api.md#breaking-changes). It is an output, so whatever loads the SDL files
 * (gateway/schema.ts, codegen.yml) skips it.
 */
export const PRINTED_SCHEMA_FILE = 'schema.graphql';

/** The folder of the SDL files (schema/). */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The printed schema's path in the repository, for git (`git show <ref>:schema/schema.graphql`). */
export const PRINTED_SCHEMA_GIT_PATH = `schema/${PRINTED_SCHEMA_FILE}`;

/** The schema's changelog, where a breaking change can be announced. */
export const SCHEMA_CHANGELOG_GIT_PATH = 'schema/CHANGELOG.md';

/** Whether a file name in schema/ is one of the SDL files the schema is made of. */
export function isSdlFile(file: string): boolean {
  return file.endsWith('.graphql') && file !== PRINTED_SCHEMA_FILE;
}
