import { z } from 'zod';

/** Ids are UUIDs; anything else is refused before it reaches the database. */
export const idSchema = z.uuid({ message: 'Invalid id' });

export const addressSchema = z.object({
  line1: z.string().trim().max(200),
  line2: z.string().trim().max(200),
});
export type Address = z.infer<typeof addressSchema>;

export const emailSchema = z.email({ message: 'Please enter a valid email' }).trim().toLowerCase().max(254);

/** `D_M_YYYY`, day and month without zero padding (decision 2). */
export const slotDateSchema = z
  .string()
  .regex(/^([1-9]|[12]\d|3[01])_([1-9]|1[0-2])_\d{4}$/, { message: 'Invalid slot date' });

/** `HH:mm`, 24-hour, zero-padded (decision 3). */
export const slotTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Invalid slot time' });

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number as a form sends it (digits in a string) or as JSON does; nothing else becomes one.
 * z.coerce would read null, false, [] and an empty box as 0: a fee of ₹0 that nobody set.
 * An empty box is `undefined`, so the number schema's own "required" message answers it.
 */
export const numberFromForm = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : NUMERIC_TEXT.test(v) ? Number(v) : v), schema);
