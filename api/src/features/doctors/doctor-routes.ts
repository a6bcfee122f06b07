import type { FastifyInstance } from 'fastify';
import { authRateLimit, LEAVES_DOCTOR_LIST, type ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { doctorProfile, loginDoctor } from './doctor-service';
import { updateOwnProfile } from './management-service';
import { countUpcoming } from './upcoming-appointments';

/** The doctor's own account: signing in, reading and editing the profile. */
export async function doctorRoutesForDoctor(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'doctorLogin', {
    config: { ...authRateLimit(ctx.config), ...LEAVES_DOCTOR_LIST },
    handler: async (request) => {
      const id = await loginDoctor(ctx.db, request.body);
      return { success: true as const, message: 'Welcome back', token: await ctx.tokens.sign('doctor', id) };
    },
  });

  // The plain role check: a deleted doctor's profile answers 401 from the service, with one look-up.
  contractRoute(app, ctx, 'doctorProfile', {
    guard: requireRole(ctx.tokens, 'doctor'),
    handler: async (request) => ({
      success: true as const,
      message: '',
      profileData: await doctorProfile(ctx.db, ctx.config.clinicTz, request.principal),
      upcomingAppointments: await countUpcoming(ctx.db, request.principal, ctx.config.clinicTz),
    }),
  });

  contractRoute(app, ctx, 'doctorUpdateProfile', {
    handler: async (request) => {
      await updateOwnProfile(ctx.db, request.principal, request.body);
      return { success: true as const, message: 'Profile Updated' };
    },
  });
}
