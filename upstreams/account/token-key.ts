import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IDENTITY_TOKEN_KEY } from '../../contracts/account/constants';
import { defaultDataDir } from '../db/database';
import { readOrCreateKeyFile } from '../key-file';

/**
 * The identity token's signing key (docs/rules/accounts.md#tokens-and-sessions): IDENTITY_TOKEN_KEY
 * from the environment, required in production on an external PostgreSQL (DATABASE_URL), where
 * several processes or machines share the data and must share the key; elsewhere (development, and
 * `npm start` on the embedded store) generated once into the data folder beside the database and read
 * back by every later process, so tokens survive a restart.
 */
export interface TokenKeyEnv {
  [name: string]: string | undefined;
}

export function loadIdentityTokenKey(env: TokenKeyEnv = process.env, dataDir?: string): Uint8Array {
  const configured = env[IDENTITY_TOKEN_KEY.env];
  if (configured) return decodeKey(configured, IDENTITY_TOKEN_KEY.env);
  if (env.NODE_ENV === 'production' && env.DATABASE_URL)
    throw new Error(
      `${IDENTITY_TOKEN_KEY.env} is required when NODE_ENV=production with DATABASE_URL: set it to at least ${IDENTITY_TOKEN_KEY.minBytes} random bytes in base64url (e.g. node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")`,
    );
  const dir = dataDir ?? (env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir());
  return decodeKey(
    readOrCreateKeyFile(path.join(dir, IDENTITY_TOKEN_KEY.fileName), () =>
      randomBytes(IDENTITY_TOKEN_KEY.minBytes).toString('base64url'),
    ),
    path.join(dir, IDENTITY_TOKEN_KEY.fileName),
  );
}

function decodeKey(encoded: string, source: string): Uint8Array {
  const text = encoded.trim();
  const bytes = Buffer.from(text, 'base64url');
  // Buffer skips characters that are not base64url, so a round trip tells a typo from a key.
  if (!/^[A-Za-z0-9_-]+$/.test(text) || bytes.length < IDENTITY_TOKEN_KEY.minBytes)
    throw new Error(`${source} must hold at least ${IDENTITY_TOKEN_KEY.minBytes} bytes in base64url`);
  return new Uint8Array(bytes);
}
