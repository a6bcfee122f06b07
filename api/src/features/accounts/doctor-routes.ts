import type { FastifyInstance } from 'fastify';
import { accountRateLimit, allLeaveDoctorList, authRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { clientAddress } from '../audit/record';
import { changePassword, PASSWORD_CHANGED, signOutEverywhere } from './password-service';
import { requestPasswordReset, resetPassword } from './reset-service';
import { signInToken } from './sessions';

/** A doctor's password and sessions: forgot, reset, change, sign out everywhere (issue 22). */
export async function accountRoutesForDoctor(app: FastifyInstance, ctx: ApiContext) {
  const limited = authRateLimit(ctx.config);
  allLeaveDoctorList(app);

  contractRoute(app, ctx, 'doctorForgotPassword', {
    config: limited,
    handler: async (request) => ({
      success: true as const,
      message: await requestPasswordReset(ctx, 'doctor', request.body.email, clientAddress(request), request.log),
    }),
  });

  contractRoute(app, ctx, 'doctorResetPassword', {
    config: limited,
    handler: async (request) => ({
      success: true as const,
      message: await resetPassword(ctx, 'doctor', request.body.token, request.body.password, clientAddress(request)),
    }),
  });

  contractRoute(app, ctx, 'doctorChangePassword', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      await changePassword(ctx, 'doctor', request.principal, request.body, clientAddress(request));
      return { success: true as const, message: PASSWORD_CHANGED, token: await signInToken(ctx, 'doctor', request.principal) };
    },
  });

  contractRoute(app, ctx, 'doctorLogoutAll', {
    handler: async (request) => ({
      success: true as const,
      message: await signOutEverywhere(ctx, 'doctor', request.principal, clientAddress(request)),
    }),
  });
}
