import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IDENTITY_TOKEN_KEY } from '../../contracts/account/index';
import { DEFAULT_DATA_DIR } from './constants';

/**
 * The identity token's signing key, shared with the account service (docs/rules/accounts.md#the-signing-key):
 * IDENTITY_TOKEN_KEY (base64url, at least 32 bytes), or outside production the key file the
 * service keeps in the data folder, as base64url text.
 */
export function decodeIdentityKey(value: string, source: string): Uint8Array {
  const text = value.trim();
  const key = Buffer.from(text, 'base64url');
  // Buffer skips characters that are not base64url: checking them tells a typo from a key.
  if (!/^[A-Za-z0-9_-]+$/.test(text) || key.length < IDENTITY_TOKEN_KEY.minBytes) {
    throw new Error(
      `${source}: the identity token key must be base64url of at least ${IDENTITY_TOKEN_KEY.minBytes} bytes`,
    );
  }
  return new Uint8Array(key);
}

export function identityKeyFile(dataDir: string | undefined): string {
  return path.join(dataDir || DEFAULT_DATA_DIR, IDENTITY_TOKEN_KEY.fileName);
}

/**
 * Reads the key file, or creates it when absent: whole and exclusively (written to a private
 * temporary file, then hard-linked into place, which fails if the account service or another
 * gateway got there first; theirs is read then), readable by its owner only.
 */
export async function readOrCreateKeyFile(file: string): Promise<Uint8Array> {
  try {
    return decodeIdentityKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, randomBytes(IDENTITY_TOKEN_KEY.minBytes).toString('base64url'), {
    flag: 'wx',
    mode: 0o600,
  });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return decodeIdentityKey(await readFile(file, 'utf8'), file);
}

/** The key as the gateway gets it: given, or read from the key file the first time a token is verified. */
export type IdentityKeySource = () => Promise<Uint8Array>;

export function identityKeySource(key: Uint8Array | undefined, dataDir: string | undefined): IdentityKeySource {
  let loaded: Promise<Uint8Array> | undefined = key && Promise.resolve(key);
  return () => (loaded ??= readOrCreateKeyFile(identityKeyFile(dataDir)));
}
