import { and, eq, isNull, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, type KeptBy } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { ALREADY, APPOINTMENT_NOT_FOUND } from './appointment-actions';
import { actorOf, findAppointment, scopeCondition, type Scope } from './appointment-repository';
import type { Actor } from './events/appointment-event';
import { changeRecorded } from './events/event-log';
import { STATUS_CONDITION } from './status-filter';

export const KEPT_FOR_PATIENT = msg('Thank you. We will keep this time for you.');
export const KEPT_BY_CLINIC = msg('This appointment will be kept, paid or not.');

/**
 * Keeps an unpaid booking past the clinic's release time (decision 34): the patient's "I am coming" (their
 * own only) or staff's Keep (any). One conditional update, which a release racing it cannot slip past;
 * only when it wrote nothing is the row read, to say why: not found, no longer active, or kept already
 * (saying it again is not an error).
 */
export async function keepAppointment(db: Db, scope: Scope, appointmentId: string, by: KeptBy, actor?: Actor): Promise<string> {
  if (!idSchema.safeParse(appointmentId).success) throw notFound(APPOINTMENT_NOT_FOUND);
  const kept = await changeRecorded(
    db,
    db
      .update(appointments)
      .set({ keptBy: by, keptAt: sql`now()` })
      .where(and(eq(appointments.id, appointmentId), scopeCondition(scope), STATUS_CONDITION.active, isNull(appointments.keptBy)))
      .returning({ id: appointments.id }),
    { type: 'kept', by: actor ?? (scope === 'all' ? { role: by } : actorOf(scope)) },
  );
  if (kept.length === 0) {
    const row = await findAppointment(db, appointmentId, scope);
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    const status = row.status;
    if (status !== 'active') throw conflict(ALREADY[status]);
  }
  return by === 'patient' ? KEPT_FOR_PATIENT : KEPT_BY_CLINIC;
}
