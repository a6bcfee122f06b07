import './zod-config';
import { z } from 'zod';

/** Ids are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid({ message: 'Invalid id' });

/**
 * The one rule for text the clinic stores. Refused in every stored field: the C0 controls
 * (U+0000–U+001F, so CR, LF and TAB too), DEL and the C1 controls (U+007F–U+009F), the Unicode line and
 * paragraph separators (U+2028, U+2029), and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make text display in another order than it was written. A lone CR in a name or an
 * address became a new line of a calendar file; the others do the same to logs, CSV and e-mail headers.
 * Left alone: the bidi marks (U+200E, U+200F, U+061C) and ZWJ/ZWNJ, which Indian scripts and mixed-
 * direction names need. Multi-line fields keep their line breaks, stored as LF (CRLF and CR become LF).
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const CONTROL_CHARACTER_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** Whether the text holds a character no stored field may (see above); LF counts unless `multiLine`. */
export const hasControlCharacter = (text: string, multiLine = false) =>
  (multiLine ? CONTROL_CHARACTER_BUT_LF : CONTROL_CHARACTER).test(text);

/** Stored single-line text (a name, a phone number, an address line): trimmed, and no control characters. */
export const singleLineText = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => !hasControlCharacter(text), { message: `${label} cannot contain line breaks or control characters` });

/** Stored text of several lines (a doctor's about, a booking's message): line breaks kept as LF, no other controls. */
export const multiLineText = (label: string) =>
  z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((text) => !hasControlCharacter(text, true), { message: `${label} cannot contain control characters` });

/** An address as it is stored: two lines of text, each checked. */
export const addressSchema = z.object({
  line1: singleLineText('Address').max(200),
  line2: singleLineText('Address').max(200),
});
export type Address = z.infer<typeof addressSchema>;

/** An address as the api answers it: read back as stored, never refused (rows older than the rule included). */
export const addressViewSchema = z.object({ line1: z.string(), line2: z.string() });

export const emailSchema = z.email({ message: 'Please enter a valid email' }).trim().toLowerCase().max(254);

/** `D_M_YYYY`, day and month without zero padding (decision 2). */
export const slotDateSchema = z.string().regex(/^([1-9]|[12]\d|3[01])_([1-9]|1[0-2])_\d{4}$/, { message: 'Invalid slot date' });

/** `HH:mm`, 24-hour, zero-padded (decision 3). */
export const slotTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Invalid slot time' });

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number as a form sends it (digits in a string) or as JSON does; nothing else becomes one.
 * z.coerce would read null, false, [] and an empty box as 0: a fee of ₹0 that nobody set.
 * An empty box is `undefined`, so the number schema's own "required" message answers it.
 */
export const numberFromForm = <T extends z.ZodType>(schema: T) =>
  // Typed as what a caller may send (CallRequest); any other value still arrives here at run time and is
  // handed on untouched, for the number schema to refuse.
  z.preprocess<unknown, T, number | string>(
    (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : NUMERIC_TEXT.test(v) ? Number(v) : v),
    schema,
  );
