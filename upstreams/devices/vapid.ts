import path from 'node:path';
import webpush from 'web-push';
import { DEFAULT_VAPID_SUBJECT, VAPID_KEY_FILE } from '../../contracts/devices/constants';
import { defaultDataDir } from '../db/database';
import { readOrCreateKeyFile } from '../key-file';

/**
 * The VAPID key pair (docs/rules/push.md#the-keys): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the
 * environment, required in production on an external PostgreSQL (DATABASE_URL), where several
 * processes share the subscriptions and must sign with the same key; elsewhere generated once into
 * the data folder and read back on later starts, so the browsers' subscriptions survive a restart.
 * Both keys are base64url (the form `webpush.generateVAPIDKeys()` gives and the page subscribes with).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidEnv {
  [name: string]: string | undefined;
}

/** RFC 8292: an uncompressed P-256 public key, and its 32-byte private scalar. */
const PUBLIC_KEY_BYTES = 65;
const PRIVATE_KEY_BYTES = 32;

export function loadVapidKeys(env: VapidEnv = process.env, dataDir?: string): VapidKeys {
  const subject = loadSubject(env);
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    // Half a pair would sign with a key the browsers never subscribed with.
    if (!publicKey || !privateKey)
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or both left unset)');
    return { ...checkPair({ publicKey, privateKey }, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY'), subject };
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL)
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production with DATABASE_URL: generate a pair with `npx web-push generate-vapid-keys` and set both',
    );
  const dir = dataDir ?? (env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir());
  const file = path.join(dir, VAPID_KEY_FILE);
  const text = readOrCreateKeyFile(file, () => JSON.stringify(webpush.generateVAPIDKeys()));
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON: remove it to generate a new VAPID key pair`);
  }
  const pair = stored as Partial<Record<'publicKey' | 'privateKey', unknown>>;
  if (typeof pair?.publicKey !== 'string' || typeof pair.privateKey !== 'string')
    throw new Error(`${file} must hold { publicKey, privateKey }: remove it to generate a new VAPID key pair`);
  return { ...checkPair({ publicKey: pair.publicKey, privateKey: pair.privateKey }, file), subject };
}

function loadSubject(env: VapidEnv): string {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  // RFC 8292 §2.1: a contact the push service's operator can reach, mailto: or https:.
  if (!/^(mailto:.+|https:\/\/.+)$/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https: URL');
  return subject;
}

function checkPair(pair: { publicKey: string; privateKey: string }, source: string) {
  if (!isBase64Url(pair.publicKey, PUBLIC_KEY_BYTES) || Buffer.from(pair.publicKey, 'base64url')[0] !== 0x04)
    throw new Error(`${source}: the VAPID public key must be a P-256 public key (65 bytes) in base64url`);
  if (!isBase64Url(pair.privateKey, PRIVATE_KEY_BYTES))
    throw new Error(`${source}: the VAPID private key must be 32 bytes in base64url`);
  return pair;
}

function isBase64Url(text: string, bytes: number): boolean {
  // Buffer skips characters that are not base64url, so the alphabet is checked first.
  return /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
}
