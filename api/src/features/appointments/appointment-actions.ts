import { canPatientCancel, hasStarted } from '@clinic/shared/booking';
import { CLINIC } from '@clinic/shared/clinic';
import type { AppointmentStatus } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { loadClinicHours } from '../calendar';
import { closeActive, findAppointment, type Closing, type ClosingChange, type Scope } from './appointment-repository';
import type { Actor } from './events/appointment-event';

export const APPOINTMENT_NOT_FOUND = msg('Appointment not found');
/** The success message of marking a No-show (decision 41). */
export const NO_SHOW_MARKED = msg('Marked as No-show');

/** Why an appointment that is no longer active cannot be closed again. */
export const ALREADY: Record<Exclude<AppointmentStatus, 'active'>, string> = {
  cancelled: msg('This appointment is already cancelled'),
  completed: msg('This appointment is already completed'),
  'no-show': msg('This appointment is already marked as a no-show'),
};

/** Decision 41: what happened at an appointment can be said only once its time has come. */
export const NOT_STARTED: Record<Exclude<Closing, 'cancelled'>, string> = {
  isCompleted: msg('This appointment has not started yet: it can be completed from its start time'),
  noShow: msg('This appointment has not started yet: it can be marked as a no-show from its start time'),
};

/** A patient's cancel inside the clinic's cut-off (decision 44): staff can still cancel it. */
export const TOO_SOON_TO_CANCEL = msg('This appointment starts too soon to cancel online. Please call the clinic on {phone}.', {
  phone: CLINIC.phones[0],
});

/** The clinic's clock, for the start-time rule: its zone (CLINIC_TZ) and now. */
export interface ClinicClock {
  clinicTz: string;
  now?: Date;
}

/**
 * Closes an active appointment within the caller's scope (decisions 6–7). Another patient's or doctor's
 * appointment is "not found": its existence is nobody else's business. `by`: the member of staff who does
 * it (their event says who, from where); by default the scope's own actor.
 */
export async function closeAppointment(db: Db, scope: Scope, appointmentId: string, change: ClosingChange, by?: Actor): Promise<void> {
  if (await closeActive(db, appointmentId, scope, change, by)) return;
  const row = await findAppointment(db, appointmentId, scope);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  const { status } = row;
  throw conflict(status === 'active' ? msg('This appointment could not be changed. Please try again.') : ALREADY[status]);
}

/**
 * Completes an active appointment or marks it No-show, once its slot has started in the clinic's zone by
 * the server's clock (decision 41). Checked before the conditional update: a started appointment can no
 * longer be moved (decision 48), so the time read is the time it keeps.
 */
export async function recordOutcome(
  db: Db,
  scope: Scope,
  appointmentId: string,
  outcome: Exclude<Closing, 'cancelled'>,
  clock: ClinicClock,
  by?: Actor,
): Promise<void> {
  const row = await findAppointment(db, appointmentId, scope);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  if (row.status === 'active' && !hasStarted(row, clock.now ?? new Date(), clock.clinicTz)) throw conflict(NOT_STARTED[outcome]);
  await closeAppointment(db, scope, appointmentId, outcome, by);
}

/**
 * A patient cancels their own appointment (decision 45): while the clinic's cancellation cut-off allows
 * (`canPatientCancel`; none by default, as the spec has it). Checked before the conditional update: only
 * staff moving the appointment in between (decision 48) could slip past it. Staff cancel through
 * `closeAppointment`, whatever the time.
 */
export async function cancelByPatient(db: Db, userId: string, appointmentId: string, clock: ClinicClock): Promise<void> {
  const { cancelCutoffMinutes } = await loadClinicHours(db);
  if (cancelCutoffMinutes > 0) {
    const row = await findAppointment(db, appointmentId, { userId });
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    if (row.status === 'active' && !canPatientCancel(row, clock.now ?? new Date(), clock.clinicTz, cancelCutoffMinutes))
      throw conflict(TOO_SOON_TO_CANCEL);
  }
  await closeAppointment(db, { userId }, appointmentId, { by: 'patient' });
}
