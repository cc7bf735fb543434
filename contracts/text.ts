import type { z } from 'zod';

/**
 * Text as the services keep it (docs/rules/accounts.md#text). PostgreSQL's text and jsonb cannot
 * hold NUL (U+0000), jsonb no lone surrogate either, and no other control character belongs in what
 * a person types: such input is
 * refused on its field before any write, never a write the store fails (a 5xx that would count
 * towards opening a circuit for everyone).
 */

/** What a refused field is told. */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL)';
/** A lone UTF-16 surrogate is no character at all; jsonb refuses it. */
export const NOT_TEXT_MESSAGE = 'Contains something that is not text (a broken character)';

const ANY_CONTROL = /\p{Cc}/u;
/** A message keeps its tabs and line breaks. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Half of a UTF-16 surrogate pair: with the u flag a pair is one code point, so only a lone half is Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

const keepable = <T extends z.ZodString>(schema: T, control: RegExp): T =>
  schema
    .refine((text) => !control.test(text), CONTROL_CHARACTER_MESSAGE)
    .refine((text) => !LONE_SURROGATE.test(text), NOT_TEXT_MESSAGE);

/** One line: a name, a title, a label, an address. */
export const singleLine = <T extends z.ZodString>(schema: T): T => keepable(schema, ANY_CONTROL);

/** Free text over several lines: a message, details, a stack trace. */
export const multiline = <T extends z.ZodString>(schema: T): T => keepable(schema, CONTROL_BUT_LINE_BREAKS);
