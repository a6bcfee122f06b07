import { and, eq, sql } from 'drizzle-orm';
import { appointmentStatus } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, type KeptBy } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { ALREADY, APPOINTMENT_NOT_FOUND } from './appointment-actions';
import { findAppointment, scopeCondition, type Scope } from './appointment-repository';

export const KEPT_FOR_PATIENT = msg('Thank you. We will keep this time for you.');
export const KEPT_BY_CLINIC = msg('This appointment will be kept, paid or not.');

/**
 * Keeps an unpaid booking past the clinic's release time (issue 34): the patient's "I am coming" (their
 * own only) or staff's Keep (any). One conditional update; saying it again, or of a paid one, changes
 * nothing and is not an error. A booking no longer active cannot be kept: it says why.
 */
export async function keepAppointment(db: Db, scope: Scope, appointmentId: string, by: KeptBy): Promise<string> {
  const row = await findAppointment(db, appointmentId, scope);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  const status = appointmentStatus(row);
  if (status !== 'active') throw conflict(ALREADY[status]);
  await db
    .update(appointments)
    .set({ keptBy: by, keptAt: sql`now()` })
    .where(
      and(
        eq(appointments.id, appointmentId),
        scopeCondition(scope),
        sql`not ${appointments.cancelled}`,
        sql`${appointments.keptBy} is null`,
      ),
    );
  // Cancelled between the read and the update (released, say): the update wrote nothing, and it says so.
  const [after] = await db.select({ cancelled: appointments.cancelled }).from(appointments).where(eq(appointments.id, appointmentId));
  if (after?.cancelled) throw conflict(ALREADY.cancelled);
  return by === 'patient' ? KEPT_FOR_PATIENT : KEPT_BY_CLINIC;
}
