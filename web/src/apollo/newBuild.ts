import { readStored, writeStored, type Storage } from '../storage/local';

/**
 * After a deploy (docs/rules/public-api.md#trusted-documents): a page loaded before it still sends
 * its own build's operation hashes, which the new gateway does not know, and every query of that
 * page would fail. The page reloads once to get the new build, and does not again within
 * NEW_BUILD_RELOAD_GAP_MS (a gateway that keeps refusing would otherwise reload it forever): the
 * error then shows as any other.
 */

/** The gateway's answer to a hash it does not know. */
export const UNKNOWN_DOCUMENT_CODE = 'PERSISTED_QUERY_NOT_FOUND';
export const NEW_BUILD_RELOAD_KEY = 'srp:newBuildReloadAt';
export const NEW_BUILD_RELOAD_GAP_MS = 60_000;

interface Answer {
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }>;
}

/** Whether the gateway refused the operation's hash. */
export const isUnknownDocument = (answer: Answer): boolean =>
  answer.errors?.some((error) => error.extensions?.code === UNKNOWN_DOCUMENT_CODE) ?? false;

/**
 * Whether the page may reload for a new build now (none in the last minute), noting that it does.
 * Never where the note cannot be kept (no storage, or storage that refuses): the reloads could not
 * be counted, so none is made.
 */
export function mayReloadForNewBuild(storage: Storage | undefined, now: number): boolean {
  const last = Number(readStored(storage, NEW_BUILD_RELOAD_KEY));
  if (last > 0 && now - last < NEW_BUILD_RELOAD_GAP_MS) return false;
  writeStored(storage, NEW_BUILD_RELOAD_KEY, now);
  return Number(readStored(storage, NEW_BUILD_RELOAD_KEY)) === now;
}

/** This tab's sessionStorage; undefined where reading it throws (a sandboxed frame). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
