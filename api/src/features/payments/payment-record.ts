import { eq, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, checkoutSessions } from '../../db/schema';
import { findCheckoutSession, markRefundOutcome, owesRefund, type ProviderName, type RefundOutcome } from './checkout-sessions';
import type { SessionState } from './provider';
import { recordEvents } from '../appointments';

type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

/**
 * What became of a payment: it paid the appointment (`settled`), was known already (`known`), must go
 * back (`refund`), or is not a payment for one of the clinic's appointments at all (`ignored`).
 */
export type PaymentOutcome = 'settled' | 'known' | 'refund' | 'ignored';

/** Payments and refunds are reported by the provider (decision 54's actor). */
const PROVIDER = { role: 'system' } as const;

const lockAppointment = async (tx: Tx, id: string) =>
  (await tx.select().from(appointments).where(eq(appointments.id, id)).for('update'))[0];

/**
 * Records a payment the provider reports, whichever way it arrives (verify, webhook, the sweep), with
 * the appointment locked so two reports of two payments cannot both settle it. The full fee for an
 * unpaid, active appointment settles it, from whichever of its sessions (the money is for this
 * appointment); anything else (a second payment, one for a cancelled appointment, a wrong amount) is
 * kept as owed back and refunded by the caller. Decision 11's checks stay: paid, rupees, full fee.
 */
export async function recordPayment(tx: Tx, provider: ProviderName, state: SessionState): Promise<PaymentOutcome> {
  const appointmentId = state.appointmentId;
  if (!state.paid || !appointmentId || !idSchema.safeParse(appointmentId).success) return 'ignored';
  const appointment = await lockAppointment(tx, appointmentId);
  if (!appointment) return 'ignored';

  // A session opened before the clinic kept them (or by another replica a moment ago) is recorded now.
  await tx
    .insert(checkoutSessions)
    .values({ id: state.sessionId, appointmentId, provider, amountPaise: state.amountPaise ?? 0, status: 'open' })
    .onConflictDoNothing();
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, state.sessionId)).for('update');
  if (!session || session.appointmentId !== appointmentId) return 'ignored';
  if (owesRefund(session)) return 'refund';
  if (session.status === 'paid' || session.status === 'refunded') return 'known';

  const mark = (status: 'paid' | 'refund_pending') =>
    tx
      .update(checkoutSessions)
      .set({ status, paymentIntent: state.paymentIntent, paidAt: sql`coalesce(${checkoutSessions.paidAt}, now())`, updatedAt: sql`now()` })
      .where(eq(checkoutSessions.id, session.id));
  const fullFee = state.currency === 'inr' && state.amountPaise === appointment.amount * 100;
  if (!appointment.payment && appointment.status !== 'cancelled' && fullFee) {
    await tx.update(appointments).set({ payment: true, paymentSessionId: session.id }).where(eq(appointments.id, appointmentId));
    await recordEvents(tx, [{ type: 'paid', appointmentId, by: PROVIDER }]);
    await mark('paid');
    return 'settled';
  }
  if (appointment.payment && appointment.paymentSessionId === session.id) {
    await mark('paid');
    return 'known';
  }
  await mark('refund_pending');
  // Paid for an appointment cancelled meanwhile: the patient sees the money going back.
  if (appointment.status === 'cancelled' && !appointment.payment) {
    await tx.update(appointments).set({ refundStatus: 'pending' }).where(eq(appointments.id, appointmentId));
    await recordEvents(tx, [{ type: 'refunded', appointmentId, by: PROVIDER, status: 'pending' }]);
  }
  return 'refund';
}

const APPOINTMENT_REFUND = { refunded: 'refunded', started: 'pending', failed: 'failed' } as const;

/**
 * After a refund attempt or check. While the clinic holds a cancelled appointment's fee that it could not
 * return, the appointment says paid (the admin's lists show it Cancelled and Paid, like any paid
 * appointment cancelled later); once returned, it is unpaid again. The appointment's own refund status
 * follows its payment's (a second payment of an active appointment goes back without a word on it).
 */
export async function recordRefundOutcome(db: Db, sessionId: string, outcome: RefundOutcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    const session = await findCheckoutSession(tx, sessionId);
    if (!session) return false;
    // The appointment first, as recordPayment locks them, so the two never wait on each other.
    const appointment = await lockAppointment(tx, session.appointmentId);
    if (!(await markRefundOutcome(tx, sessionId, outcome))) return false;
    if (appointment?.status !== 'cancelled') return true;
    const refundStatus = APPOINTMENT_REFUND[outcome.kind];
    const itsPayment = appointment.paymentSessionId === sessionId;
    if (outcome.kind === 'failed' && !appointment.payment) {
      await tx
        .update(appointments)
        .set({ payment: true, paymentSessionId: sessionId, refundStatus })
        .where(eq(appointments.id, appointment.id));
    } else if (outcome.kind === 'refunded' && appointment.payment && itsPayment) {
      await tx.update(appointments).set({ payment: false, refundStatus }).where(eq(appointments.id, appointment.id));
    } else if (itsPayment) {
      await tx.update(appointments).set({ refundStatus }).where(eq(appointments.id, appointment.id));
    } else return true;
    if (appointment.refundStatus !== refundStatus)
      await recordEvents(tx, [{ type: 'refunded', appointmentId: appointment.id, by: PROVIDER, status: refundStatus }]);
    return true;
  });
}
