/**
 * Prints the schema to schema/schema.graphql (docs/rules/public-api.md#breaking-changes).
 *
 *   npm run schema:print            writes the file
 *   tsx schema/tools/print.ts --check   exits 1 when the committed file is not what the SDL files print
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRINTED_SCHEMA_FILE, PRINTED_SCHEMA_GIT_PATH, SCHEMA_DIR } from './files';
import { renderSchema } from './printed';

const target = path.join(SCHEMA_DIR, PRINTED_SCHEMA_FILE);
const printed = await renderSchema();

if (process.argv.includes('--check')) {
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (committed !== printed) {
    console.error(
      committed === null
        ? `${PRINTED_SCHEMA_GIT_PATH} is missing: run \`npm run schema:print\` and commit it.`
        : `${PRINTED_SCHEMA_GIT_PATH} is stale: the SDL files in schema/ print differently. ` +
            'Run `npm run schema:print` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`${PRINTED_SCHEMA_GIT_PATH} is current.`);
} else {
  writeFileSync(target, printed);
  console.log(`Wrote ${PRINTED_SCHEMA_GIT_PATH}.`);
}
