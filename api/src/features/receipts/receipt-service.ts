import { CLINIC } from '@clinic/shared/clinic';
import type { Receipt } from '@clinic/shared/contract';
import { bookingReference } from '@clinic/shared/format';
import { isLanguage, type Language } from '@clinic/shared/i18n';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Scope } from '../appointments';
import { findPaidAppointment, type PaidAppointment } from './receipt-repository';

/** Unpaid, someone else's or no such appointment: the same answer, so a receipt tells nobody else anything. */
export const RECEIPT_NOT_FOUND = 'Receipt not found';

const REFUNDING = new Set<string>(['refund_pending', 'refund_started', 'refund_failed']);

/** The refund as the patient is told it; a provider's refusal is the clinic's to retry, still "started". */
function refundOf({ session }: PaidAppointment): Receipt['refund'] {
  const amount = session.amountPaise / 100;
  if (session.status === 'refunded') return { state: 'refunded', amount, refundedAt: session.updatedAt.toISOString() };
  return REFUNDING.has(session.status) ? { state: 'started', amount } : undefined;
}

export function toReceipt(paid: PaidAppointment, clinicTz: string): Receipt {
  const reference = bookingReference(paid.id);
  const refund = refundOf(paid);
  return {
    appointmentId: paid.id,
    number: `R-${reference}`,
    reference,
    clinic: {
      name: CLINIC.name,
      addressLines: [CLINIC.address.line1, CLINIC.address.line2],
      phone: CLINIC.phones[0],
      email: CLINIC.email,
    },
    patientName: paid.userData.name,
    doctor: { name: paid.docData.name, speciality: paid.docData.speciality },
    slotDate: paid.slotDate,
    slotTime: paid.slotTime,
    clinicTz,
    amount: paid.session.amountPaise / 100,
    provider: paid.session.provider,
    paymentReference: paid.session.paymentIntent,
    // Sessions paid before migration 0016 kept no time of payment: their last change is the nearest known.
    paidAt: (paid.session.paidAt ?? paid.session.updatedAt).toISOString(),
    ...(refund && { refund }),
  };
}

/** The receipt of an appointment the caller may see (decision 7's scope), or 404. */
export async function receiptOf(db: Db, appointmentId: string, scope: Scope, clinicTz: string): Promise<Receipt> {
  return (await receiptInLanguage(db, appointmentId, scope, clinicTz)).receipt;
}

/** The same, with the language its patient chose for their messages (decision 32), which the PDF is written in. */
export async function receiptInLanguage(
  db: Db,
  appointmentId: string,
  scope: Scope,
  clinicTz: string,
): Promise<{ receipt: Receipt; language: Language }> {
  const paid = await findPaidAppointment(db, appointmentId, scope);
  if (!paid) throw notFound(RECEIPT_NOT_FOUND);
  return { receipt: toReceipt(paid, clinicTz), language: isLanguage(paid.language) ? paid.language : 'en' };
}
