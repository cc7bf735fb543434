import { browserStorage, readStored, writeStored, type Storage } from '../storage/local';
import { PUSH_STORAGE_KEYS } from './constants';
import { parseStoredDevice, type StoredDevice } from './rules';

/**
 * What the browser keeps for the prompt (docs/rules/push.md#the-prompt), in localStorage: the
 * prompted mark and the registered device. Storage that refuses (private mode) keeps nothing; the
 * dialog may then show again on a later page, which is all that is lost.
 */

export const wasPrompted = (storage = browserStorage()): boolean =>
  readStored(storage, PUSH_STORAGE_KEYS.prompted) === 'true';

export const markPrompted = (storage = browserStorage()): void =>
  writeStored(storage, PUSH_STORAGE_KEYS.prompted, true);

export const storedDevice = (storage = browserStorage()): StoredDevice | null =>
  parseStoredDevice(readStored(storage, PUSH_STORAGE_KEYS.device));

export const saveDevice = (device: StoredDevice, storage: Storage | undefined = browserStorage()): void =>
  writeStored(storage, PUSH_STORAGE_KEYS.device, device);

/** The stored token cleared (written as null, which reads as no device). */
export const forgetDevice = (storage = browserStorage()): void => writeStored(storage, PUSH_STORAGE_KEYS.device, null);
