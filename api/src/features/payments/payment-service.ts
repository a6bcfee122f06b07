import { and, eq } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import { formatSlotDate } from '@clinic/shared/format';
import type { Db } from '../../db/client';
import { appointments, processedPaymentEvents } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { findAppointment } from '../appointments/appointment-repository';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointment-actions';
import type { PaymentProvider, SessionState } from './provider';

export const PAYMENT_SUCCESSFUL = 'Payment successful';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';

/** Stripe's ids (`cs_test_…`) and the demo's (`demo_cs_…`); anything else is not worth asking about. */
export const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

type Tx = Pick<Db, 'select' | 'update'>;

/** The checks of decision 11: paid, in rupees, the full fee, and for this very appointment. */
function settles(session: SessionState | null, appointmentId: string, amountRupees: number): session is SessionState {
  return (
    !!session &&
    session.paid &&
    session.currency === 'inr' &&
    session.amountPaise === amountRupees * 100 &&
    session.appointmentId === appointmentId
  );
}

/** One conditional UPDATE: whoever comes second (verify or webhook, or a repeat) changes nothing. */
async function markPaid(db: Tx, appointmentId: string, sessionId: string) {
  await db
    .update(appointments)
    .set({ payment: true, paymentSessionId: sessionId })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.payment, false)));
}

export function createPaymentService(db: Db, provider: PaymentProvider, publicUrl: string) {
  /** Another patient's appointment is "not found" too: its existence is none of their business. */
  async function ownAppointment(patientId: string, appointmentId: string) {
    const row = await findAppointment(db, appointmentId, { userId: patientId });
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    return row;
  }

  return {
    /** Decision 9: only the owner's unpaid, active appointment. Returns where to send the browser. */
    async startPayment(patientId: string, appointmentId: string): Promise<string> {
      const row = await ownAppointment(patientId, appointmentId);
      if (row.cancelled) throw conflict('This appointment was cancelled and cannot be paid');
      if (row.isCompleted) throw conflict('This appointment is completed and cannot be paid online');
      if (row.payment) throw conflict('This appointment is already paid');
      if (row.amount <= 0) throw conflict('This appointment has no fee to pay');

      // Stripe fills in {CHECKOUT_SESSION_ID}; /verify passes it on only as a hint (decision 10).
      const back = (success: boolean) => `${publicUrl}/verify?success=${success}&appointmentId=${row.id}&session_id={CHECKOUT_SESSION_ID}`;
      const checkout = await provider.createCheckout({
        appointmentId: row.id,
        amountPaise: row.amount * 100,
        currency: 'inr',
        description: `Appointment with ${row.docData.name} on ${formatSlotDate(row.slotDate)} at ${row.slotTime}`,
        successUrl: back(true),
        cancelUrl: back(false),
      });

      // Conditional, so a cancel or payment that landed meanwhile is not papered over.
      const stored = await db
        .update(appointments)
        .set({ paymentSessionId: checkout.sessionId })
        .where(
          and(
            eq(appointments.id, row.id),
            eq(appointments.payment, false),
            eq(appointments.cancelled, false),
            eq(appointments.isCompleted, false),
          ),
        )
        .returning({ id: appointments.id });
      if (!stored.length) throw conflict('This appointment can no longer be paid');
      return checkout.url;
    },

    /**
     * Decision 11: the client's `success` is never read. The provider is asked about the stored session
     * and, when the browser brings one back, that one too (a patient who opened checkout twice may pay
     * the older); either counts only if the provider says it paid the full fee for this appointment.
     * The appointment's state is not re-checked: if it was cancelled after the money arrived, the
     * record must still say paid so the clinic sees what to refund.
     */
    async verifyPayment(patientId: string, request: { appointmentId: string; sessionId?: string }): Promise<boolean> {
      const row = await ownAppointment(patientId, request.appointmentId);
      if (row.payment) return true;
      const hint = request.sessionId && SESSION_ID.test(request.sessionId) ? request.sessionId : undefined;
      const candidates = [...new Set([row.paymentSessionId, hint].filter((id): id is string => !!id))];
      for (const sessionId of candidates) {
        const session = await provider.retrieve(sessionId);
        if (settles(session, row.id, row.amount)) {
          await markPaid(db, row.id, session.sessionId);
          return true;
        }
      }
      return false;
    },

    /** A signed webhook applies the same checks; a replayed event id changes nothing. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = provider.parseWebhook(rawBody, signature);
      await db.transaction(async (tx) => {
        const fresh = await tx.insert(processedPaymentEvents).values({ id: event.id }).onConflictDoNothing().returning();
        const appointmentId = event.session?.appointmentId;
        if (!fresh.length || !appointmentId || !idSchema.safeParse(appointmentId).success) return;
        const [row] = await tx.select({ amount: appointments.amount }).from(appointments).where(eq(appointments.id, appointmentId));
        if (row && settles(event.session, appointmentId, row.amount)) await markPaid(tx, appointmentId, event.session.sessionId);
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
