import type { FastifyInstance } from 'fastify';
import { calls } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { repeatEvery } from '../../repeat';
import { paymentsOf } from './payments';

/** The api's calls that may cancel appointments: one, all of a patient's, a deleted doctor's. */
const CANCELS = new Set<string>(
  [
    calls.userCancel,
    calls.doctorCancel,
    calls.adminCancel,
    calls.adminCancelPatientAppointments,
    calls.adminDeleteDoctor,
    // Those that may cancel what they affect (`cancelAffected`, decisions 42 and 44).
    calls.adminChangeAvailability,
    calls.adminSetClinicHours,
    calls.adminAddClosure,
    calls.adminDoctorHours,
    calls.adminAddLeave,
    calls.doctorAddLeave,
  ].map((c) => c.path),
);

/**
 * Every replica sweeps now and then and when it starts (a restart resumes what a crash left), and at
 * once after a call that cancelled appointments, whoever made it: the cancel routes need not know about
 * payments. Registered before the routes, so its hook sees theirs.
 */
export function scheduleCheckoutSweep(app: FastifyInstance, ctx: ApiContext, everyMs = 60_000) {
  const { sweeper } = paymentsOf(ctx, app.log);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode < 400 && CANCELS.has(request.routeOptions.url ?? '')) void sweeper.sweep();
  });
  // sweep() logs its own failures and never rejects; the message is only the helper's fallback.
  repeatEvery(app, everyMs, () => sweeper.sweep(), 'checkout sweep failed; will try again');
  app.addHook('onReady', async () => void sweeper.sweep());
  app.addHook('onClose', async () => sweeper.idle());
}
