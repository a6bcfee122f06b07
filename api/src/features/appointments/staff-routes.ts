import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { closeAppointment, NO_SHOW_MARKED, recordOutcome } from './appointment-actions';
import type { Scope } from './appointment-repository';
import type { Actor } from './events/appointment-event';
import { keepAppointment } from './keep-service';
import { listAppointments } from './list-service';
import { rescheduleAppointment } from './reschedule-service';

/**
 * Whose appointments a member of staff reaches (decision 55): a doctor their own (decision 7), every other
 * role the clinic's. The permission says what they may do; this says on which records.
 */
export const staffScope = (request: Pick<FastifyRequest, 'role' | 'principal'>): Scope =>
  request.role === 'doctor' ? { docId: request.principal } : 'all';

/** Who the appointment records as having cancelled it. */
const cancelledBy = (request: Pick<FastifyRequest, 'role'>) => (request.role === 'doctor' ? ('doctor' as const) : ('clinic' as const));

/**
 * The member of staff acting, as the change's event names them (decision 54): the doctor, or the clinic's
 * staff member by their sign-in, and the address they acted from. The audit log hears of the change from
 * the event, whichever call made it.
 */
export const staffActor = (request: Pick<FastifyRequest, 'role' | 'principal' | 'ip'>): Actor => ({
  role: cancelledBy(request),
  id: request.principal,
  ip: request.ip ?? '',
});

/**
 * The appointment actions staff share (decision 55): one route handler and one service each, behind the
 * permission the call names. The spec's per-role paths (`/api/admin/…`, `/api/doctor/…`) are aliases of
 * it, with the same request, answer and texts; outcomes count from the start time on (decision 41).
 */
export async function appointmentRoutesForStaff(app: FastifyInstance, ctx: ApiContext) {
  const clock = { clinicTz: ctx.config.clinicTz };

  for (const name of ['adminAppointments', 'doctorAppointments'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => ({
        success: true as const,
        message: '',
        ...(await listAppointments(ctx.db, staffScope(request), request.query)),
      }),
    });

  for (const name of ['adminCancel', 'doctorCancel'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => {
        const { appointmentId, reason } = request.body;
        await closeAppointment(ctx.db, staffScope(request), appointmentId, { by: cancelledBy(request), reason }, staffActor(request));
        return { success: true as const, message: msg('Appointment Cancelled') };
      },
    });

  for (const name of ['adminReschedule', 'doctorReschedule'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => {
        await rescheduleAppointment(ctx.db, staffScope(request), request.body, 'staff', clock, staffActor(request));
        return { success: true as const, message: MESSAGES.appointmentRescheduled };
      },
    });

  // Decision 34: an unpaid online booking kept past the clinic's release time (the patient rang the desk, or
  // told their therapist); a doctor keeps their own.
  for (const name of ['adminKeepAppointment', 'doctorKeepAppointment'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => ({
        success: true as const,
        message: await keepAppointment(ctx.db, staffScope(request), request.body.appointmentId, 'clinic', staffActor(request)),
      }),
    });

  for (const name of ['adminNoShow', 'doctorNoShow'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => {
        await recordOutcome(ctx.db, staffScope(request), request.body.appointmentId, 'noShow', clock, staffActor(request));
        return { success: true as const, message: NO_SHOW_MARKED };
      },
    });
}
