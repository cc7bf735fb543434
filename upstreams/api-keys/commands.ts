import { API_KEYS_PATH, API_KEY_HEADER } from '../../contracts/api-keys/constants';
import {
  ApiKeyCreated,
  ApiKeyList,
  ApiKeyRevoked,
  ApiKeysErrorBody,
  type ApiKeyListed,
} from '../../contracts/api-keys/index';
import type { Queryable } from '../db/database';
import { ApiKeyRefusal, checkApiKeyInput, createApiKey, listApiKeys, revokeApiKey, type ApiKeyInput } from './store';

/**
 * `npm run api-key -- …` (cli.ts): the operator's commands, apart from the process so tests run
 * them in-process. Each works on a backend: the database itself, or the running key service over
 * HTTP (the embedded PGlite database is one process's: while `npm start` runs, only it may open it).
 */

export const USAGE = `usage: npm run api-key -- <command>

  create NAME [--rate N] [--cost N] [--window-seconds N]
        a new key: N requests and N operation cost per window of N seconds
        (defaults 600, 300000, 60); the key is printed once, and never again
  list  every key: id, prefix, name, quota, created, revoked (never a key or its hash)
  revoke ID
        the key with this id stops working (within a minute: the gateway keeps keys 60 s)`;

/** Where the keys are: the database, or the key service. */
export interface ApiKeyBackend {
  /** Said before the answer: which database or service. */
  readonly where: string;
  create(input: ApiKeyInput): Promise<ApiKeyCreated>;
  list(): Promise<ApiKeyListed[]>;
  /** True when revoked now, false when already revoked, undefined when there is no such key. */
  revoke(id: string): Promise<boolean | undefined>;
}

export const databaseBackend = (db: Queryable, where: string): ApiKeyBackend => ({
  where,
  create: (input) => createApiKey(db, input),
  list: () => listApiKeys(db),
  revoke: (id) => (UUID.test(id) ? revokeApiKey(db, id) : Promise.resolve(undefined)),
});

/** The running key service (the reference upstreams on loopback), through its operator routes. */
export function httpBackend(baseUrl: string): ApiKeyBackend {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) return json;
    const refusal = ApiKeysErrorBody.safeParse(json);
    if (refusal.success && refusal.data.error.code === 'NOT_FOUND') return undefined;
    if (refusal.success && refusal.data.error.code === 'BAD_REQUEST')
      throw new ApiKeyRefusal(refusal.data.error.field ?? 'body', refusal.data.error.message);
    throw new Error(`the key service at ${baseUrl} answered ${response.status}`);
  };
  return {
    where: `the key service at ${baseUrl}`,
    create: async (input) => ApiKeyCreated.parse(await call('POST', API_KEYS_PATH, input)),
    list: async () => ApiKeyList.parse(await call('GET', API_KEYS_PATH)).keys,
    async revoke(id) {
      const answer = await call('DELETE', `${API_KEYS_PATH}/${encodeURIComponent(id)}`);
      return answer === undefined ? undefined : ApiKeyRevoked.parse(answer).revoked;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A command read from the arguments, its input checked. */
export type ApiKeyCommand =
  { command: 'create'; input: ApiKeyInput } | { command: 'list' } | { command: 'revoke'; id: string };

/** A command line the CLI cannot run: exit 2 with this message and the usage. */
export class UsageError extends Error {}

const OPTIONS: Readonly<Record<string, 'rateLimit' | 'costLimit' | 'windowSeconds'>> = {
  '--rate': 'rateLimit',
  '--cost': 'costLimit',
  '--window-seconds': 'windowSeconds',
};

/** The command the arguments name, its input checked; a UsageError says what is wrong. */
export function parseApiKeyArgs(args: readonly string[]): ApiKeyCommand {
  const [command, ...rest] = args;
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(`list takes no arguments (got ${rest.length})`);
    return { command: 'list' };
  }
  if (command === 'revoke') {
    if (rest.length !== 1) throw new UsageError('revoke takes one key id');
    if (!UUID.test(rest[0])) throw new UsageError(`revoke: "${rest[0]}" is not a key id (npm run api-key -- list)`);
    return { command: 'revoke', id: rest[0].toLowerCase() };
  }
  if (command === 'create') {
    const names: string[] = [];
    const quota: Partial<Record<'rateLimit' | 'costLimit' | 'windowSeconds', number>> = {};
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i];
      if (!arg.startsWith('--')) {
        names.push(arg);
        continue;
      }
      const [option, inline] = arg.split(/=(.*)/s, 2);
      const field = OPTIONS[option];
      if (!field) throw new UsageError(`create: unknown option ${option}`);
      const value = inline ?? rest[++i];
      if (value === undefined || !/^\d+$/.test(value))
        throw new UsageError(
          `create: ${option} takes a whole number (got ${value === undefined ? 'nothing' : `"${value}"`})`,
        );
      quota[field] = Number(value);
    }
    if (names.length !== 1) throw new UsageError('create takes one NAME (quote a name with spaces)');
    try {
      return { command: 'create', input: checkApiKeyInput({ name: names[0], ...quota }) };
    } catch (error) {
      if (!(error instanceof ApiKeyRefusal)) throw error;
      const option = Object.keys(OPTIONS).find((key) => OPTIONS[key] === error.field);
      throw new UsageError(`create: ${option ? error.message.replace(error.field, option) : error.message}`);
    }
  }
  throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
}

/** What the CLI prints. */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs a parsed command on a backend; the process's exit code (0, or 1 for an id that names no key). */
export async function runApiKeyCommand(command: ApiKeyCommand, backend: ApiKeyBackend, io: CliOutput): Promise<number> {
  io.out(`keys: ${backend.where}`);
  if (command.command === 'create') {
    const { key, apiKey } = await backend.create(command.input);
    io.out(`created key "${key.name}" (id ${key.id}, prefix ${key.prefix}…)`);
    io.out(`quota: ${key.rateLimit} requests and ${key.costLimit} cost per ${key.windowSeconds} s`);
    io.out('');
    io.out(`  ${apiKey}`);
    io.out('');
    io.out('Keep it now: it is not shown again (only its hash is stored). Send it in the');
    io.out(`${API_KEY_HEADER} header of requests to /graphql.`);
    return 0;
  }
  if (command.command === 'list') {
    const keys = await backend.list();
    if (keys.length === 0) io.out('no keys');
    for (const key of keys)
      io.out(
        [
          key.id,
          `${key.prefix}…`,
          JSON.stringify(key.name),
          `${key.rateLimit} req/${key.costLimit} cost per ${key.windowSeconds}s`,
          `created ${key.createdAt}`,
          key.revokedAt ? `revoked ${key.revokedAt}` : 'live',
        ].join('  '),
      );
    return 0;
  }
  const revoked = await backend.revoke(command.id);
  if (revoked === undefined) {
    io.err(`no key has the id ${command.id}`);
    return 1;
  }
  io.out(revoked ? `revoked key ${command.id}` : `key ${command.id} was already revoked`);
  return 0;
}
