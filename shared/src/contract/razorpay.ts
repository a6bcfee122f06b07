import { z } from 'zod';
import { idSchema } from './primitives';

/** Razorpay's ids: a prefix and an underscore, then letters and digits (`plink_Kq9…`, `pay_Kq9…`). */
const razorpayId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`));

/**
 * Decision 31: the appointment and what Razorpay appends to the Payment Link's callback URL, unchanged.
 * The server checks the signature and then asks Razorpay itself; none of these is taken on trust.
 */
export const verifyRazorpayRequestSchema = z.object({
  appointmentId: idSchema,
  razorpay_payment_id: razorpayId('pay'),
  razorpay_payment_link_id: razorpayId('plink'),
  razorpay_payment_link_reference_id: z.string().max(40),
  razorpay_payment_link_status: z.string().max(40),
  /** HMAC-SHA256 in hex. */
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type VerifyRazorpayRequest = z.infer<typeof verifyRazorpayRequestSchema>;
