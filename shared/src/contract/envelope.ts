import './zod-config';
import { z } from 'zod';

/** Every answer of the api carries `success` and a short human `message`. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Staff sign-in (decision 47): the password was right; send it again with the two-factor `code`. */
  mfaRequired: z.literal(true).optional(),
  /**
   * Staff sign-in (decision 14): the password is right for this e-mail's account of the other staff role, so
   * sign in again with that role chosen. Never sent for a wrong password.
   */
  accountRole: z.enum(['admin', 'doctor']).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** A successful answer: the envelope plus the call's own fields. */
export function successSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), message: z.string(), ...shape });
}

/** What a screen receives from the shared client: one shape for success and refusal alike. */
export type Envelope<T extends object = object> = ({ success: true; message: string } & T) | Failure;
