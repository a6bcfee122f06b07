import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { closeActive, findAppointment, type Scope } from './appointment-repository';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

/**
 * Cancels or completes an active appointment within the caller's scope (decisions 6–7). Another
 * patient's or doctor's appointment is "not found": its existence is nobody else's business.
 */
export async function closeAppointment(db: Db, scope: Scope, appointmentId: string, change: 'cancelled' | 'isCompleted'): Promise<void> {
  if (await closeActive(db, appointmentId, scope, change)) return;
  const row = await findAppointment(db, appointmentId, scope);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  if (row.cancelled) throw conflict('This appointment is already cancelled');
  throw conflict('This appointment is already completed');
}
