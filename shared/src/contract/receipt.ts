import { z } from 'zod';
import { idSchema } from './primitives';
import { PAYMENT_PROVIDERS } from './values';

/** Decision 51: the appointment whose receipt is asked for, a path parameter. */
export const receiptRequestSchema = z.object({ appointmentId: idSchema });

/** What became of the money, as the patient is told it: on its way back, or back. */
export const RECEIPT_REFUND_STATES = ['started', 'refunded'] as const;
export type ReceiptRefundState = (typeof RECEIPT_REFUND_STATES)[number];

/**
 * A paid appointment's receipt (decision 51): what the page shows and the PDF prints, from one answer.
 * Amounts are whole rupees; moments are ISO instants, shown at the clinic (`clinicTz`).
 */
export const receiptSchema = z.object({
  appointmentId: z.string(),
  /** `R-` and the booking reference (`R-3F2A9C1E`): one receipt per appointment, quoted like the booking. */
  number: z.string(),
  /** The booking reference the confirmation shows (`@clinic/shared/format`'s bookingReference). */
  reference: z.string(),
  clinic: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
  }),
  patientName: z.string(),
  doctor: z.object({ name: z.string(), speciality: z.string() }),
  /** The visit, at the clinic's wall clock (`D_M_YYYY`, `HH:mm`). */
  slotDate: z.string(),
  slotTime: z.string(),
  clinicTz: z.string(),
  amount: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's own reference for the payment (Stripe's payment intent…); null if it gave none. */
  paymentReference: z.string().nullable(),
  paidAt: z.string(),
  /** Absent unless the payment is being returned or was. `refundedAt` once it is back. */
  refund: z
    .object({
      state: z.enum(RECEIPT_REFUND_STATES),
      amount: z.number(),
      refundedAt: z.string().optional(),
    })
    .optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * The PDF: a file, never a JSON answer, so its type is `never` (no screen reads it through the client,
 * which expects the envelope; the page fetches it as a blob). Fastify sends the api's Buffer as it is, and
 * OpenAPI describes it as a file of its own type.
 */
export const receiptPdfSchema = z
  .never()
  .meta({ description: 'The receipt as a PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });

/** `receipt-3F2A9C1E.pdf`: the file the download saves, as the api names it too. */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;
