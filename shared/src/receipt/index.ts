// Its own entry, and types only from the contract: in `format` (every page's first load) it weighed 1 KB,
// and a value from the contract brought zod (23 KB) with it.
import type { PaymentProviderName, Receipt } from '@clinic/shared/contract';
import { formatMoment, formatRupees, formatSlotDate, formatSlotTime } from '@clinic/shared/format';

/** The providers as a receipt names them. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = { demo: 'Demo', stripe: 'Stripe', razorpay: 'Razorpay' };

export interface ReceiptFact {
  label: string;
  value: string;
}

/** `Refund of ₹800 started` or `Refunded on 14 May 2026`; null when the payment stands. */
export function refundLine(receipt: Receipt): string | null {
  const { refund } = receipt;
  if (!refund) return null;
  if (refund.state === 'refunded' && refund.refundedAt) return `Refunded on ${formatMoment(refund.refundedAt, receipt.clinicTz).date}`;
  return `Refund of ${formatRupees(refund.amount)} started`;
}

/**
 * A receipt's lines in the order both the page and the PDF show them (decision 51), so the two never
 * word a thing differently. The visit's time is in the reader's clock format (`locale`; decision 3).
 */
export function receiptFacts(receipt: Receipt, locale?: string): ReceiptFact[] {
  const refund = refundLine(receipt);
  return [
    { label: 'Receipt number', value: receipt.number },
    { label: 'Date paid', value: formatMoment(receipt.paidAt, receipt.clinicTz).date },
    { label: 'Patient', value: receipt.patientName },
    { label: 'Doctor', value: [receipt.doctor.name, receipt.doctor.speciality].filter(Boolean).join(', ') },
    { label: 'Appointment', value: `${formatSlotDate(receipt.slotDate)} at ${formatSlotTime(receipt.slotTime, locale)}` },
    { label: 'Booking reference', value: receipt.reference },
    { label: 'Paid online with', value: PAYMENT_PROVIDER_LABELS[receipt.provider] },
    { label: 'Payment reference', value: receipt.paymentReference ?? 'Not given by the provider' },
    { label: 'Amount paid', value: formatRupees(receipt.amount) },
    ...(refund ? [{ label: 'Refund', value: refund }] : []),
  ];
}
