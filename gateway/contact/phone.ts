/**
 * A US phone number as typed, in the 10 digits the services store: spaces, dots, dashes, brackets
 * and a leading + are ignored, and so is the country code 1 before 10 more digits. An empty field
 * is no value; anything else is left for the contract's pattern to refuse.
 */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[\s.\-()+]/g, '') || null;
  return digits && /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
}
