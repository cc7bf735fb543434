import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { isSdlFile, PRINTED_SCHEMA_FILE, SCHEMA_DIR } from './files';

/** The printed schema's first line: what made it, and how to make it again. */
export const PRINTED_SCHEMA_HEADER =
  '# Generated from schema/*.graphql by `npm run schema:print` (schema/tools/print.ts): do not edit.';

/**
 * The printed schema (schema/schema.graphql): the SDL files of `dir` built into one schema, its
 * types, fields, arguments and enum values sorted by name, printed with their descriptions and
 * @deprecated reasons, then formatted by Prettier as the repository formats every .graphql file.
 * The same files give the same text, whatever order they are read in.
 */
export async function renderSchema(dir: string = SCHEMA_DIR): Promise<string> {
  const files = readdirSync(dir).filter(isSdlFile).sort();
  const document = concatAST(
    files.map((file) => parse(readFileSync(path.join(dir, file), 'utf8'), { noLocation: true })),
  );
  const printed = printSchema(lexicographicSortSchema(buildASTSchema(document)));
  const target = path.join(dir, PRINTED_SCHEMA_FILE);
  const options = (await resolveConfig(target)) ?? {};
  return format(`${PRINTED_SCHEMA_HEADER}\n\n${printed}\n`, { ...options, parser: 'graphql' });
}
