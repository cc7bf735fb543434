import { hash, verify } from '@node-rs/argon2';
import { TIMING_DUMMY_PASSWORD } from './constants';

/**
 * Passwords are stored as argon2id hashes with the library's default costs
 * (docs/rules/accounts.md#sign-in); the password itself is never stored or logged.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export function prepareTimingDummy(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hash(TIMING_DUMMY_PASSWORD);
    dummyHash.catch(() => undefined);
  }
  return dummyHash;
}

/**
 * Whether the password matches the stored hash. With no hash (unknown email) it still verifies
 * against a dummy hash of the same kind, so both answers take the same time.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await prepareTimingDummy());
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
