import { and, eq } from 'drizzle-orm';
import type { AppointmentStatus } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, processedPaymentEvents } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { clockValue, msg, slotDateValue, translateText, type Language } from '../../i18n';
import { findAppointment, APPOINTMENT_NOT_FOUND } from '../appointments';
import { recordOpenSession } from './checkout-sessions';
import type { CheckoutSweeper } from './checkout-sweep';
import { recordPayment } from './payment-record';
import type { PaymentProvider, SessionState } from './provider';
import type { Settlement } from './settlement';

export const PAYMENT_SUCCESSFUL = msg('Payment successful');
export const PAYMENT_NOT_COMPLETED = msg('Payment not completed');

/** Stripe's ids (`cs_test_…`) and the demo's (`demo_cs_…`); anything else is not worth asking about. */
export const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** Decision 11's checks on a session the browser names: paid, and for this very appointment. */
const paidFor = (session: SessionState | null, appointmentId: string): session is SessionState =>
  !!session && session.paid && session.appointmentId === appointmentId;

export const CANCELLED_REFUNDED = msg('This appointment was cancelled; your payment is being refunded');

export function createPaymentService(
  db: Db,
  provider: PaymentProvider,
  settlement: Settlement,
  sweeper: CheckoutSweeper,
  publicUrl: string,
) {
  /** Another patient's appointment is "not found" too: its existence is none of their business. */
  async function ownAppointment(patientId: string, appointmentId: string) {
    const row = await findAppointment(db, appointmentId, { userId: patientId });
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    return row;
  }

  function payable(row: { status: AppointmentStatus; payment: boolean; amount: number }) {
    if (row.status === 'cancelled') throw conflict(msg('This appointment was cancelled and cannot be paid'));
    if (row.status === 'completed') throw conflict(msg('This appointment is completed and cannot be paid online'));
    // Decision 41: a No-show is closed like a completed one.
    if (row.status === 'no-show') throw conflict(msg('This appointment was marked as a no-show and cannot be paid online'));
    if (row.payment) throw conflict(msg('This appointment is already paid'));
    if (row.amount <= 0) throw conflict(msg('This appointment has no fee to pay'));
  }

  return {
    /**
     * Decision 9: only the owner's unpaid, active appointment. Its earlier sessions are expired first,
     * so only the newest can be paid (one paid meanwhile settles it, and no new one is opened). Returns
     * where to send the browser.
     */
    async startPayment(patientId: string, appointmentId: string, language: Language = 'en'): Promise<string> {
      payable(await ownAppointment(patientId, appointmentId));
      await settlement.expireOpenOf(appointmentId);
      const row = await ownAppointment(patientId, appointmentId);
      payable(row);

      // Stripe fills in {CHECKOUT_SESSION_ID}; /verify passes it on only as a hint (decision 10).
      const back = (success: boolean) => `${publicUrl}/verify?success=${success}&appointmentId=${row.id}&session_id={CHECKOUT_SESSION_ID}`;
      const checkout = await provider.createCheckout({
        appointmentId: row.id,
        amountPaise: row.amount * 100,
        currency: 'inr',
        // The line the provider's page and the bank statement show, in the patient's language (decision 12).
        description: translateText(
          language,
          msg('Appointment with {doctor} on {date} at {time}', {
            doctor: row.docData.name,
            date: slotDateValue(row.slotDate),
            time: clockValue(row.slotTime),
          }),
        ),
        successUrl: back(true),
        cancelUrl: back(false),
      });
      // One transaction: a sweep must never see the new session open while the appointment still names
      // another (it would expire the session the patient is about to pay).
      const stored = await db.transaction(async (tx) => {
        await recordOpenSession(tx, {
          id: checkout.sessionId,
          appointmentId: row.id,
          provider: provider.name,
          amountPaise: row.amount * 100,
        });
        // Conditional, so a cancel or payment that landed meanwhile is not papered over.
        return tx
          .update(appointments)
          .set({ paymentSessionId: checkout.sessionId })
          .where(and(eq(appointments.id, row.id), eq(appointments.payment, false), eq(appointments.status, 'active')))
          .returning({ id: appointments.id });
      });
      // Whatever is now not the current session (this one, or a concurrent start's) is expired at once.
      void sweeper.sweep();
      if (!stored.length) throw conflict(msg('This appointment can no longer be paid'));
      return checkout.url;
    },

    /**
     * Decision 11: the client's `success` is never read. The provider is asked about the stored session
     * and about the one the browser brings back, if it is another of this appointment's: a patient who
     * paid an older session (before it could be expired) has paid for this appointment, and that
     * settles it while it is unpaid and active. A second payment, or one for a cancelled appointment, is
     * recorded and refunded; the appointment is never charged twice without a refund.
     */
    async verifyPayment(patientId: string, request: { appointmentId: string; sessionId?: string }): Promise<boolean> {
      const row = await ownAppointment(patientId, request.appointmentId);
      const hint = request.sessionId && SESSION_ID.test(request.sessionId) ? request.sessionId : undefined;
      // Paid already: only a different session the browser brings back can be news (a second payment).
      const candidates = row.payment ? [hint].filter((id) => id !== row.paymentSessionId) : [row.paymentSessionId, hint];
      let paidSomething = false;
      for (const sessionId of new Set(candidates.filter((id): id is string => !!id))) {
        const session = await provider.retrieve(sessionId);
        if (!paidFor(session, row.id)) continue;
        if ((await settlement.settle(session)) === 'settled') {
          // Settled by an older session: the current one must not stay payable.
          if (sessionId !== row.paymentSessionId) void sweeper.sweep();
          return true;
        }
        paidSomething = true;
      }
      if (!paidSomething) return row.payment;
      // A payment that did not settle it: the appointment was paid already, or cancelled (money going back).
      const now = await ownAppointment(patientId, row.id);
      if (now.status === 'cancelled') throw conflict(CANCELLED_REFUNDED);
      return now.payment;
    },

    /** A signed webhook is recorded the same way, once per event id; money owed back is refunded. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventId?: string): Promise<void> {
      const event = provider.parseWebhook(rawBody, signature, eventId);
      const session = event.session;
      const outcome = await db.transaction(async (tx) => {
        const fresh = await tx.insert(processedPaymentEvents).values({ id: event.id }).onConflictDoNothing().returning();
        return fresh.length && session ? recordPayment(tx, provider.name, session) : 'ignored';
      });
      if (session) await settlement.refundIfOwed(outcome, session.sessionId);
      // A session settled other than the current one leaves that one to expire.
      if (outcome === 'settled') void sweeper.sweep();
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
