import { and, eq, inArray } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, checkoutSessions, users } from '../../db/schema';
import { scopeCondition, type Scope } from '../appointments';
import { slotDateOf, slotTimeOf } from '../../db/appointment-times';

/** A session in one of these states took the patient's money (whatever became of it since). */
export const PAID_STATES = ['paid', 'refund_pending', 'refund_started', 'refund_failed', 'refunded'] as const;

export interface PaidAppointment {
  id: string;
  userData: typeof appointments.$inferSelect.userData;
  docData: typeof appointments.$inferSelect.docData;
  slotDate: string;
  slotTime: string;
  amount: number;
  /** The language the patient chose for their messages (decision 32): the PDF's; English once the account is gone. */
  language: string;
  session: {
    provider: typeof checkoutSessions.$inferSelect.provider;
    status: (typeof PAID_STATES)[number];
    amountPaise: number;
    paymentIntent: string | null;
    paidAt: Date | null;
    updatedAt: Date;
  };
}

/**
 * The appointment (within the caller's scope, decision 7) with the session that paid it: the one its
 * `payment_session_id` names, once that session has taken the money. Nothing otherwise.
 */
export async function findPaidAppointment(db: Db, id: string, scope: Scope): Promise<PaidAppointment | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .select({
      id: appointments.id,
      userData: appointments.userData,
      docData: appointments.docData,
      slotDate: slotDateOf(),
      slotTime: slotTimeOf(),
      amount: appointments.amount,
      language: users.language,
      provider: checkoutSessions.provider,
      status: checkoutSessions.status,
      amountPaise: checkoutSessions.amountPaise,
      paymentIntent: checkoutSessions.paymentIntent,
      paidAt: checkoutSessions.paidAt,
      updatedAt: checkoutSessions.updatedAt,
    })
    .from(appointments)
    .innerJoin(
      checkoutSessions,
      and(eq(checkoutSessions.id, appointments.paymentSessionId), eq(checkoutSessions.appointmentId, appointments.id)),
    )
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.id, id), scopeCondition(scope), inArray(checkoutSessions.status, [...PAID_STATES])));
  if (!row) return undefined;
  const { provider, status, amountPaise, paymentIntent, paidAt, updatedAt, language, ...appointment } = row;
  return {
    ...appointment,
    language: language ?? 'en',
    session: { provider, status: status as PaidAppointment['session']['status'], amountPaise, paymentIntent, paidAt, updatedAt },
  };
}
