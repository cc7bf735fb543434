import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret generated once into the data folder and read back by every later process (the identity
 * token key, the VAPID key pair). The file is created exclusively and whole: `create()` is written
 * to a private temporary file first (mode 0600), then hard-linked into place, which fails if another
 * process got there first (then theirs is read and ours is dropped).
 */
export function readOrCreateKeyFile(file: string, create: () => string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, create(), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, 'utf8');
}
