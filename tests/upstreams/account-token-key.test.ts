import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDENTITY_TOKEN_KEY } from '../../contracts/account/constants';
import { loadIdentityTokenKey } from '../../upstreams/account/token-key';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'token-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the identity token key', () => {
  test('comes from IDENTITY_TOKEN_KEY when set (base64url, at least 32 bytes)', () => {
    const bytes = randomBytes(32);
    const key = loadIdentityTokenKey({ IDENTITY_TOKEN_KEY: bytes.toString('base64url'), DATA_DIR: dir });
    expect(Buffer.from(key).equals(bytes)).toBe(true);
  });

  test.each([
    ['too short', randomBytes(31).toString('base64url')],
    ['not base64url', `${randomBytes(32).toString('base64url')}!!`],
  ])('a configured key that is %s stops the start with a clear error', (_name, value) => {
    expect(() => loadIdentityTokenKey({ IDENTITY_TOKEN_KEY: value, DATA_DIR: dir })).toThrow(
      /IDENTITY_TOKEN_KEY must hold at least 32 bytes in base64url/,
    );
  });

  test('is required in production on an external PostgreSQL, where processes share the data', () => {
    expect(() =>
      loadIdentityTokenKey({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/cars', DATA_DIR: dir }),
    ).toThrow(/IDENTITY_TOKEN_KEY is required when NODE_ENV=production with DATABASE_URL/);
  });

  test('npm start on the embedded store (production, no DATABASE_URL) keeps a generated key beside the data', () => {
    const key = loadIdentityTokenKey({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(Buffer.from(loadIdentityTokenKey({ DATA_DIR: dir })).equals(Buffer.from(key))).toBe(true);
  });

  test('elsewhere it is generated once into the data folder, private, and read back after', () => {
    const first = loadIdentityTokenKey({ DATA_DIR: dir });
    const file = path.join(dir, IDENTITY_TOKEN_KEY.fileName);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64url').equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(loadIdentityTokenKey({ DATA_DIR: dir })).equals(Buffer.from(first))).toBe(true);
  });
});
