/*
 * Text, as opposed to control characters (NUL and the like) and broken ones (half of a UTF-16
 * surrogate pair; with the u flag a pair is one code point, so only a lone half is Cs). The
 * search's bound (normalise.ts), a saved search's name and the services' text fields
 * (contracts/text.ts) all use it.
 */

/** Whether a value is text: no control character, no broken one. */
export const isText = (value: string): boolean => !/[\p{Cc}\p{Cs}]/u.test(value);

/** The value with its control and broken characters left out. */
export const withoutNonText = (value: string): string => value.replace(/[\p{Cc}\p{Cs}]/gu, '');
