/**
 * US phone numbers on the vehicle page and the cards (docs/rules/contact.md): the Call link's
 * tel: address and its words, and the form's check of a typed number. Plain functions, no React:
 * the cards use them without loading the contact form's chunk.
 */

/**
 * A phone number as typed, in the 10 digits the services store: spaces, dots, dashes, brackets and
 * a leading + are left out, and so is the country code 1 before 10 more digits. '' when empty;
 * anything else is returned as is, for `isPhoneNumber` to refuse.
 */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/[\s.\-()+]/g, '');
  return /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
}

/** Whether a typed number is a US phone number (10 digits once `phoneDigits` tidied it). */
export const isPhoneNumber = (phone: string): boolean => /^\d{10}$/.test(phoneDigits(phone));

/** '(404) 555-0123' from any way of writing it; null when it is no 10-digit number. */
export function formatPhone(phone: string | null | undefined): string | null {
  const digits = phoneDigits(phone);
  if (!/^\d{10}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** 'tel:+14045550123': what a Call link dials; null when the number is no 10-digit number. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phoneDigits(phone);
  return /^\d{10}$/.test(digits) ? `tel:+1${digits}` : null;
}
