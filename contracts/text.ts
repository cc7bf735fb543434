import type { z } from 'zod';

/**
 * Text as the services keep it (docs/rules/accounts.md#text). PostgreSQL's text and jsonb cannot
 * hold NUL (U+0000), and no other control character belongs in what a person types: such input is
 * refused on its field before any write, never a write the store fails (a 5xx that would count
 * towards opening a circuit for everyone).
 */

/** What a refused field is told. */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL)';

const ANY_CONTROL = /\p{Cc}/u;
/** A message keeps its tabs and line breaks. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** One line: a name, a title, a label. */
export const singleLine = <T extends z.ZodString>(schema: T): T =>
  schema.refine((text) => !ANY_CONTROL.test(text), CONTROL_CHARACTER_MESSAGE);

/** Free text over several lines: a message, details, a stack trace. */
export const multiline = <T extends z.ZodString>(schema: T): T =>
  schema.refine((text) => !CONTROL_BUT_LINE_BREAKS.test(text), CONTROL_CHARACTER_MESSAGE);
