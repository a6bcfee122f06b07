import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { closeAppointment, NO_SHOW_MARKED, recordOutcome } from './appointment-actions';
import { doctorDashboard } from './dashboard-service';
import { listAppointments } from './list-service';
import { rescheduleAppointment } from './reschedule-service';

/** A doctor sees and acts on appointments with themselves only (decision 7); outcomes from the start time on (decision 41). */
export async function appointmentRoutesForDoctor(app: FastifyInstance, ctx: ApiContext) {
  const clock = { clinicTz: ctx.config.clinicTz };
  contractRoute(app, ctx, 'doctorAppointments', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      ...(await listAppointments(ctx.db, { docId: request.principal }, request.query)),
    }),
  });

  contractRoute(app, ctx, 'doctorCancel', {
    handler: async (request) => {
      const { appointmentId, reason } = request.body;
      await closeAppointment(ctx.db, { docId: request.principal }, appointmentId, { by: 'doctor', reason });
      return { success: true as const, message: msg('Appointment Cancelled') };
    },
  });

  contractRoute(app, ctx, 'doctorReschedule', {
    handler: async (request) => {
      await rescheduleAppointment(ctx.db, { docId: request.principal }, request.body, 'staff', clock);
      return { success: true as const, message: MESSAGES.appointmentRescheduled };
    },
  });

  contractRoute(app, ctx, 'doctorComplete', {
    handler: async (request) => {
      await recordOutcome(ctx.db, { docId: request.principal }, request.body.appointmentId, 'isCompleted', clock);
      return { success: true as const, message: msg('Appointment Completed') };
    },
  });

  contractRoute(app, ctx, 'doctorNoShow', {
    handler: async (request) => {
      await recordOutcome(ctx.db, { docId: request.principal }, request.body.appointmentId, 'noShow', clock);
      return { success: true as const, message: NO_SHOW_MARKED };
    },
  });

  contractRoute(app, ctx, 'doctorDashboard', {
    handler: async (request) => ({ success: true as const, message: '', dashData: await doctorDashboard(ctx.db, request.principal) }),
  });
}
