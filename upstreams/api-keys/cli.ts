import { defaultDataDir, openDb } from '../db/database';
import { migrate } from '../db/migrate';
import {
  databaseBackend,
  httpBackend,
  parseApiKeyArgs,
  runApiKeyCommand,
  UsageError,
  USAGE,
  type ApiKeyCommand,
} from './commands';

/**
 * npm run api-key -- create NAME [--rate N] [--cost N] [--window-seconds N] | list | revoke ID
 * (docs/rules/public-api.md#api-keys-and-quotas).
 *
 * Where the keys are: with DATABASE_URL, that PostgreSQL database, migrated first. Without it,
 * the embedded PGlite database under DATA_DIR, which only one process may open: when the reference
 * upstreams answer on loopback (UPSTREAM_PORT, `npm start`), the command goes to their key
 * service's operator routes instead; otherwise the CLI opens the database itself, as `npm run
 * seed` does. Bad arguments exit 2 with the usage.
 */
let command: ApiKeyCommand;
try {
  command = parseApiKeyArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`api-key: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

/** The reference upstreams on this machine, when they answer. */
async function runningUpstream(): Promise<string | undefined> {
  const url = `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? 4001}`;
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return response.ok ? url : undefined;
  } catch {
    return undefined;
  }
}

let code: number;
try {
  const upstream = process.env.DATABASE_URL ? undefined : await runningUpstream();
  if (upstream) code = await runApiKeyCommand(command, httpBackend(upstream), io);
  else {
    const db = await openDb();
    try {
      await migrate(db);
      const where = db.kind === 'pglite' ? `PGlite at ${defaultDataDir()}` : 'PostgreSQL (DATABASE_URL)';
      code = await runApiKeyCommand(command, databaseBackend(db, where), io);
    } finally {
      await db.close();
    }
  }
} catch (error) {
  // The message only: a database error's detail can quote what was written.
  console.error(`api-key: ${(error as Error).message}`);
  code = 1;
}
process.exit(code);
