import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { localize } from '../../http/language';
import { blockPatient, cancelPatientAppointments, patientAppointments, patientPage } from './patient-service';

/** The admin's Patients page: find a patient, see their appointments, block them, cancel what they hold. */
export async function patientRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminPatients', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      ...(await patientPage(ctx.db, ctx.config.clinicTz, request.query)),
    }),
  });

  contractRoute(app, ctx, 'adminPatientAppointments', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      appointments: await patientAppointments(ctx.db, request.query.userId),
    }),
  });

  contractRoute(app, ctx, 'adminBlockPatient', {
    handler: async (request) => ({
      success: true as const,
      message: await blockPatient(ctx.db, request.body.userId, request.body.blocked),
    }),
  });

  contractRoute(app, ctx, 'adminCancelPatientAppointments', {
    handler: async (request) => {
      const { cancelled, message } = await cancelPatientAppointments(ctx.db, ctx.config.clinicTz, request.body.userId);
      return { success: true as const, message: localize(request, message), cancelled };
    },
  });
}
