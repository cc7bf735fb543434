/**
 * CI's breaking-change check (docs/rules/public-api.md#breaking-changes):
 *
 *   tsx schema/tools/breaking.ts [ref]     ref defaults to HEAD~1, the previous commit on main
 *
 * Compares schema/schema.graphql as it is now with the one at ref, prints every change with its
 * criticality, and exits 1 on a breaking change no commit message or changelog line in ref..HEAD
 * announces, or on a @deprecated without a reason. Then validates the web client's trusted
 * documents against the new schema, and exits 1 when one no longer validates.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { BREAKING_MARKER, type Change, changePath, checkSchemaChange, deprecationsWithoutReason } from './check';
import { checkDocuments } from './documents';
import { PRINTED_SCHEMA_FILE, PRINTED_SCHEMA_GIT_PATH, SCHEMA_CHANGELOG_GIT_PATH, SCHEMA_DIR } from './files';

const ROOT = path.resolve(SCHEMA_DIR, '..');
const ref = process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? 'HEAD~1';

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

function printChanges(title: string, changes: Change[]): void {
  if (changes.length === 0) return;
  console.log(`\n${title} (${changes.length}):`);
  for (const change of changes) {
    const reason = change.criticality.reason ? ` (${change.criticality.reason})` : '';
    console.log(`  ${change.criticality.level.padEnd(12)} ${changePath(change)}: ${change.message}${reason}`);
  }
}

let failed = false;
const afterPath = path.join(SCHEMA_DIR, PRINTED_SCHEMA_FILE);
if (!existsSync(afterPath)) {
  console.error(`${PRINTED_SCHEMA_GIT_PATH} is missing: run \`npm run schema:print\` and commit it.`);
  process.exit(1);
}
const after = readFileSync(afterPath, 'utf8');

const resolved = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)?.trim();
const before = resolved ? git('show', `${resolved}:${PRINTED_SCHEMA_GIT_PATH}`) : null;

if (!resolved) {
  console.log(`No commit ${ref} (a first commit, or a shallow clone): no schema to compare with, skipped.`);
} else if (before === null) {
  console.log(`${ref} has no ${PRINTED_SCHEMA_GIT_PATH} (the first commit with it): nothing to compare with, skipped.`);
} else {
  // A commit message announces with its marker line only; naming a path there is not enough.
  const markerLines = (git('log', '--format=%B', `${resolved}..HEAD`) ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith(BREAKING_MARKER));
  // The changelog's lines now (the working tree: committed or not) that it did not have at ref.
  const changelogPath = path.join(ROOT, SCHEMA_CHANGELOG_GIT_PATH);
  const changelogBefore = new Set((git('show', `${resolved}:${SCHEMA_CHANGELOG_GIT_PATH}`) ?? '').split('\n'));
  const changelogAdded = (existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : '')
    .split('\n')
    .filter((line) => !changelogBefore.has(line));
  const result = await checkSchemaChange({
    before,
    after,
    announcements: [...markerLines, ...changelogAdded].join('\n'),
  });

  console.log(`Schema changes since ${ref} (${resolved.slice(0, 12)}):`);
  if (result.breaking.length + result.dangerous.length + result.safe.length === 0) console.log('  none');
  printChanges('Breaking', result.breaking);
  printChanges('Dangerous', result.dangerous);
  printChanges('Safe', result.safe);

  if (result.unannounced.length > 0) {
    failed = true;
    console.error(`\n${result.unannounced.length} breaking change(s) not announced:`);
    for (const change of result.unannounced) console.error(`  ${changePath(change)}: ${change.message}`);
    console.error(
      `Announce them with a line starting '${BREAKING_MARKER}' in the commit message, or with a line ` +
        `naming each path above added to ${SCHEMA_CHANGELOG_GIT_PATH} (docs/rules/public-api.md#breaking-changes). ` +
        'Better still: keep the old field and mark it @deprecated(reason: "…") until clients have moved.',
    );
  } else if (result.breaking.length > 0) {
    console.log('\nEvery breaking change is announced.');
  }
}

const afterSchema = buildSchema(after);
const withoutReason = deprecationsWithoutReason(afterSchema);
if (withoutReason.length > 0) {
  failed = true;
  console.error(`\n@deprecated without a reason: ${withoutReason.join(', ')}.`);
  console.error('Give each one: @deprecated(reason: "Use … instead; removed after …").');
}

const documents = checkDocuments(afterSchema);
if (documents.manifests.length === 0) {
  console.log('\nTrusted documents: no persisted-documents.json manifest under web/src, nothing to validate.');
} else {
  console.log(
    `\nTrusted documents: ${documents.checked} document(s) in ${documents.manifests.length} manifest(s) ` +
      'validated against the new schema.',
  );
  if (documents.invalid.length > 0) {
    failed = true;
    console.error(`${documents.invalid.length} trusted document(s) no longer valid:`);
    for (const { manifest, operation, errors } of documents.invalid) {
      console.error(`  ${operation} (web/src/${manifest}):`);
      for (const error of errors) console.error(`    ${error}`);
    }
  }
}

if (failed) process.exit(1);
console.log('\nSchema check passed.');
