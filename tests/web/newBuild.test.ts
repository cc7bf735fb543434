import { describe, expect, it } from '@jest/globals';
import {
  NEW_BUILD_RELOAD_GAP_MS,
  NEW_BUILD_RELOAD_KEY,
  isUnknownDocument,
  mayReloadForNewBuild,
} from '../../web/src/apollo/newBuild';

/** A tab's storage that keeps what it is given. */
function keeping() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('reloading for a new build (docs/rules/public-api.md#trusted-documents)', () => {
  it('knows the gateway’s answer to an unknown hash, and nothing else', () => {
    expect(isUnknownDocument({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] })).toBe(true);
    expect(isUnknownDocument({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] })).toBe(false);
    expect(isUnknownDocument({})).toBe(false);
  });

  it('reloads once, not again within the gap, again after it', () => {
    const storage = keeping();
    const t = 1_800_000_000_000;
    expect(mayReloadForNewBuild(storage, t)).toBe(true);
    expect(storage.map.get(NEW_BUILD_RELOAD_KEY)).toBe(String(t));
    expect(mayReloadForNewBuild(storage, t + 1_000)).toBe(false);
    expect(mayReloadForNewBuild(storage, t + NEW_BUILD_RELOAD_GAP_MS - 1)).toBe(false);
    expect(mayReloadForNewBuild(storage, t + NEW_BUILD_RELOAD_GAP_MS)).toBe(true);
  });

  it('never reloads where the note cannot be kept (no storage, storage that refuses)', () => {
    expect(mayReloadForNewBuild(undefined, 1)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mayReloadForNewBuild(refusing, 1)).toBe(false);
  });
});
