import { ZIP_LENGTH } from './constants';

const FIVE_DIGITS = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

/** A zip the search can use: exactly 5 digits. */
export function isFiveDigitZip(zip: string): boolean {
  return FIVE_DIGITS.test(zip);
}
