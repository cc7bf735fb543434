/** VIN construction per ISO 3779 / 49 CFR 565: 17 characters, check digit in position 9. */

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Letters I, O and Q are never used in a VIN. */
export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Position 10 encodes the model year; the cycle repeats every 30 years (2010 = A). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function value(char: string): number {
  return /\d/.test(char) ? Number(char) : TRANSLITERATION[char];
}

function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += value(vin[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8];
}

function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 2010) % 30) + 30) % 30];
}

/**
 * Builds a valid VIN from a 3-character manufacturer identifier, 5 descriptor characters,
 * the model year, a plant code and a serial number (unique per listing).
 */
export function buildVin(wmi: string, descriptor: string, year: number, plant: string, serial: number): string {
  const draft = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0').slice(-6)}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
