import type { FastifyInstance } from 'fastify';
import { authRateLimit, type ApiContext } from '../../context';
import { clientKey } from '../../http/client-key';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { doctorProfile, loginDoctor } from './doctor-service';
import { updateOwnProfile } from './management-service';
import { countUpcoming } from './upcoming-appointments';
import { withOtherRoleHint, signInToken, type StaffSignInAccounts } from '../accounts';
import { requireDoctorEvenEnrolling, SETUP_CLAIM, checkedPassword, secondStep } from '../two-factor';

/**
 * The doctor's own account: signing in, reading and editing the profile. `staffAccounts` finds the admin
 * sign-in's account for the other-role hint.
 */
export const doctorRoutesForDoctor = (staffAccounts: StaffSignInAccounts) => async (app: FastifyInstance, ctx: ApiContext) => {
  contractRoute(app, ctx, 'doctorLogin', {
    config: authRateLimit(ctx.config),
    handler: async (request) => {
      const attempt = { role: 'doctor' as const, request };
      const client = clientKey(request.ip);
      // The admin's right password here is told to choose Admin (accounts/other-staff-role).
      const { id, secondFactor } = await checkedPassword(ctx.db, attempt, () =>
        withOtherRoleHint(ctx, staffAccounts, 'doctor', request.body, client, () => loginDoctor(ctx, request.body, client)),
      );
      // Two-factor (staff-sign-in): the code once enrolled; a token that opens only the set-up when the clinic requires it.
      const { setupRequired } = await secondStep(ctx, { ...attempt, subject: id, secondFactor });
      if (!setupRequired) return { success: true as const, message: msg('Welcome back'), token: await signInToken(ctx, 'doctor', id) };
      return {
        success: true as const,
        message: msg('The clinic asks every doctor to set up two-factor sign-in. Please set it up now.'),
        token: await signInToken(ctx, 'doctor', id, { [SETUP_CLAIM]: 'setup' }),
        twoFactorSetupRequired: true,
      };
    },
  });

  // Read-only, so a doctor signed in only to set up two-factor sees it too (the two-factor section lives there).
  contractRoute(app, ctx, 'doctorProfile', {
    guard: requireDoctorEvenEnrolling(ctx),
    handler: async (request) => ({
      success: true as const,
      message: '',
      profileData: await doctorProfile(ctx.db, ctx.config.clinicTz, request.principal),
      upcomingAppointments: await countUpcoming(ctx.db, request.principal),
    }),
  });

  contractRoute(app, ctx, 'doctorUpdateProfile', {
    handler: async (request) => {
      await updateOwnProfile(ctx.db, request.principal, request.body);
      return { success: true as const, message: msg('Profile Updated') };
    },
  });
};
