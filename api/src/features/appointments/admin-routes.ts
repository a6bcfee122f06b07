import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { closeAppointment, NO_SHOW_MARKED, recordOutcome } from './appointment-actions';
import { adminDashboard } from './dashboard-service';
import { keepAppointment } from './keep-service';
import { listAppointments } from './list-service';
import { rescheduleAppointment } from './reschedule-service';

/** The admin sees every appointment of the clinic, moves or cancels it, and marks a No-show (decision 41). */
export async function appointmentRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminAppointments', {
    handler: async (request) => ({ success: true as const, message: '', ...(await listAppointments(ctx.db, 'all', request.query)) }),
  });

  contractRoute(app, ctx, 'adminKeepAppointment', {
    handler: async (request) => ({
      success: true as const,
      message: await keepAppointment(ctx.db, 'all', request.body.appointmentId, 'clinic'),
    }),
  });

  contractRoute(app, ctx, 'adminCancel', {
    handler: async (request) => {
      const { appointmentId, reason } = request.body;
      await closeAppointment(ctx.db, 'all', appointmentId, { by: 'clinic', reason });
      return { success: true as const, message: msg('Appointment Cancelled') };
    },
  });

  contractRoute(app, ctx, 'adminReschedule', {
    handler: async (request) => {
      await rescheduleAppointment(ctx.db, 'all', request.body, 'staff', { clinicTz: ctx.config.clinicTz });
      return { success: true as const, message: MESSAGES.appointmentRescheduled };
    },
  });

  contractRoute(app, ctx, 'adminNoShow', {
    handler: async (request) => {
      await recordOutcome(ctx.db, 'all', request.body.appointmentId, 'noShow', { clinicTz: ctx.config.clinicTz });
      return { success: true as const, message: NO_SHOW_MARKED };
    },
  });

  contractRoute(app, ctx, 'adminDashboard', {
    handler: async () => ({
      success: true as const,
      message: '',
      dashData: await adminDashboard(ctx.db, ctx.config.newAccountBookingsPerHour),
    }),
  });
}
