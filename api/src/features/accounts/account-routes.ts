import type { FastifyInstance } from 'fastify';
import { accountRateLimit, authRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { localize } from '../../http/language';
import { clientAddress } from '../audit';
import { changePassword, PASSWORD_CHANGED, signOutEverywhere } from './password-service';
import { accountOfResetLink, requestPasswordReset, resetPassword } from './reset-service';
import { signInToken } from './sessions';

/** The same calls for each role that signs in with a password of its own (the admin's is in the environment). */
const CALLS = {
  patient: {
    forgot: 'userForgotPassword',
    check: 'userResetLinkCheck',
    reset: 'userResetPassword',
    change: 'userChangePassword',
    logoutAll: 'userLogoutAll',
  },
  doctor: {
    forgot: 'doctorForgotPassword',
    check: 'doctorResetLinkCheck',
    reset: 'doctorResetPassword',
    change: 'doctorChangePassword',
    logoutAll: 'doctorLogoutAll',
  },
} as const;

/** A patient's or doctor's password and sessions: forgot, check a reset link, reset, change, sign out everywhere (decision 47). */
function accountRoutesFor(role: keyof typeof CALLS) {
  const calls = CALLS[role];
  return async function accountRoutes(app: FastifyInstance, ctx: ApiContext) {
    const limited = authRateLimit(ctx.config);

    contractRoute(app, ctx, calls.forgot, {
      config: limited,
      handler: async (request) => ({
        success: true as const,
        message: localize(request, await requestPasswordReset(ctx, role, request.body.email, clientAddress(request), request.log)),
      }),
    });

    // The reset page asks before it shows the form; limited like the reset, since it too answers for any token.
    contractRoute(app, ctx, calls.check, {
      config: limited,
      handler: async (request) => {
        await accountOfResetLink(ctx, role, request.body.token);
        return { success: true as const, message: '' };
      },
    });

    contractRoute(app, ctx, calls.reset, {
      config: limited,
      handler: async (request) => ({
        success: true as const,
        message: await resetPassword(ctx, role, request.body.token, request.body.password, clientAddress(request)),
      }),
    });

    contractRoute(app, ctx, calls.change, {
      config: accountRateLimit(ctx.config.accountRateLimit),
      handler: async (request) => {
        await changePassword(ctx, role, request.principal, request.body, clientAddress(request));
        return { success: true as const, message: PASSWORD_CHANGED, token: await signInToken(ctx, role, request.principal) };
      },
    });

    contractRoute(app, ctx, calls.logoutAll, {
      handler: async (request) => ({
        success: true as const,
        message: await signOutEverywhere(ctx, role, request.principal, clientAddress(request)),
      }),
    });
  };
}

export const accountRoutesForPatient = accountRoutesFor('patient');
export const accountRoutesForDoctor = accountRoutesFor('doctor');
