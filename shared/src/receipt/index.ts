// Its own entry, and types only from the contract: in `format` (every page's first load) it weighed 1 KB,
// and a value from the contract brought zod (23 KB) with it.
import type { PaymentProviderName, Receipt } from '@clinic/shared/contract';
import { formatMoment, formatRupees, formatSlotDate, formatSlotTime } from '@clinic/shared/format';
import { inLanguage, type Language } from '@clinic/shared/i18n';
import { specialityName } from '@clinic/shared/clinic';
import type en from './locales/en.json';
import { translateReceipt, useReceiptT } from './i18n';

export { translateReceipt, useReceiptT };

/** The providers as a receipt names them, in English (the receipt's lines name them in their language). */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = { demo: 'Demo', stripe: 'Stripe', razorpay: 'Razorpay' };

/** What each line is, whatever its label's language: for styles and tests (the amount paid stands out). */
export type ReceiptFactKey = keyof (typeof en)['fact'];

export interface ReceiptFact {
  key: ReceiptFactKey;
  label: string;
  value: string;
}

/** `Refund of ₹800 started` or `Refunded on 14 May 2026`; null when the payment stands. */
export function refundLine(receipt: Receipt, lang?: Language): string | null {
  const { refund } = receipt;
  if (!refund) return null;
  return inLanguage(lang, () =>
    refund.state === 'refunded' && refund.refundedAt
      ? translateReceipt('refund.refundedOn', { date: formatMoment(refund.refundedAt, receipt.clinicTz).date })
      : translateReceipt('refund.started', { amount: formatRupees(refund.amount) }),
  );
}

/**
 * A receipt's lines in the order both the page and the PDF show them (decision 51), so the two never
 * word a thing differently. The visit's time is in the reader's clock format (`locale`; decision 3); the
 * words in `lang` (the language on screen by default).
 */
export function receiptFacts(receipt: Receipt, locale?: string, lang?: Language): ReceiptFact[] {
  return inLanguage(lang, () => {
    const refund = refundLine(receipt);
    const fact = (key: ReceiptFactKey, value: string): ReceiptFact => ({ key, label: translateReceipt(`fact.${key}`), value });
    return [
      fact('number', receipt.number),
      fact('datePaid', formatMoment(receipt.paidAt, receipt.clinicTz).date),
      fact('patient', receipt.patientName),
      fact(
        'doctor',
        receipt.doctor.speciality
          ? translateReceipt('doctorWithSpeciality', { name: receipt.doctor.name, speciality: specialityName(receipt.doctor.speciality) })
          : receipt.doctor.name,
      ),
      fact(
        'appointment',
        translateReceipt('appointmentAt', { date: formatSlotDate(receipt.slotDate), time: formatSlotTime(receipt.slotTime, locale) }),
      ),
      fact('bookingReference', receipt.reference),
      fact('provider', translateReceipt(`provider.${receipt.provider}`)),
      fact('paymentReference', receipt.paymentReference ?? translateReceipt('noPaymentReference')),
      fact('amountPaid', formatRupees(receipt.amount)),
      ...(refund ? [fact('refund', refund)] : []),
    ];
  });
}

/** The rest of the receipt's words, as the PDF (and the page) print them around its lines. */
export interface ReceiptWords {
  /** `Receipt`, the document's heading. */
  title: string;
  /** `Receipt R-3F2A9C1E`: its name (the PDF's title, the page's label). */
  label: string;
  /** `Payment for an appointment with Dr. Ananya Iyer`. */
  subject: string;
  /** Where the payment stands: `Paid`, `Refund started`, `Refunded`. */
  standing: string;
  /** Thanks, or while a refund is on its way, how it comes back. */
  closing: string;
  /** Whom to ask, quoting the booking reference. */
  questions: string;
  /** `Issued on 14 May 2026.`, the day `issuedAt` (now by default) at the clinic. */
  issued: string;
}

export function receiptWords(receipt: Receipt, lang?: Language, issuedAt: Date = new Date()): ReceiptWords {
  return inLanguage(lang, () => {
    const state = receipt.refund?.state ?? 'paid';
    const { clinic } = receipt;
    return {
      title: translateReceipt('document.title'),
      label: translateReceipt('document.label', { number: receipt.number }),
      subject: translateReceipt('document.subject', { doctor: receipt.doctor.name }),
      standing: translateReceipt(`document.standing.${state}`),
      closing: state === 'started' ? translateReceipt('document.refundNote') : translateReceipt('document.thanks', { clinic: clinic.name }),
      questions: translateReceipt('document.questions', { phone: clinic.phone, email: clinic.email, reference: receipt.reference }),
      issued: translateReceipt('document.issuedOn', { date: formatMoment(issuedAt.toISOString(), receipt.clinicTz).date }),
    };
  });
}
