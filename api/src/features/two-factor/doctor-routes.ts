import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { checkPassword } from '../../http/passwords';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { clientAddress } from '../audit';
import { signInToken } from '../accounts';
import { requireDoctorEvenEnrolling } from './guard';
import { confirmTwoFactor, disableTwoFactor, startTwoFactorSetup, twoFactorStatus, type StaffAccount } from './two-factor-service';

const staffOf = (request: FastifyRequest) => ({ role: 'doctor' as const, subject: request.principal });

/** A doctor's sign-in details by id, while the doctor is on file: the doctors feature's, handed in by the api. */
export type FindDoctor = (db: Db, id: string) => Promise<{ email: string; passwordHash: string } | undefined>;

async function doctorAccount(ctx: ApiContext, request: FastifyRequest, findDoctor: FindDoctor): Promise<StaffAccount> {
  const doctor = await findDoctor(ctx.db, request.principal);
  if (!doctor) throw unauthorized(SIGN_IN_AGAIN);
  return { ...staffOf(request), email: doctor.email, passwordMatches: (password) => checkPassword(doctor.passwordHash, password) };
}

/**
 * A doctor's own two-factor sign-in. Open to a token signed in only to enrol (the clinic requires it):
 * confirming answers a normal token, so the doctor carries on without signing in again. The doctor's record
 * is read through `findDoctor`, handed in where the api is put together: the doctors feature uses two-factor
 * (its sign-in's second step), so two-factor does not import it back.
 */
export const twoFactorRoutesForDoctor = (findDoctor: FindDoctor) => async (app: FastifyInstance, ctx: ApiContext) => {
  const guard = requireDoctorEvenEnrolling(ctx);
  const route = { guard };

  contractRoute(app, ctx, 'doctorTwoFactor', {
    ...route,
    handler: async (request) => ({ success: true as const, message: '', twoFactor: await twoFactorStatus(ctx.db, staffOf(request)) }),
  });

  contractRoute(app, ctx, 'doctorTwoFactorSetup', {
    ...route,
    handler: async (request) => ({
      success: true as const,
      message: msg('Scan the code with your authenticator app'),
      setup: await startTwoFactorSetup(ctx.db, ctx.config.jwtSecret, await doctorAccount(ctx, request, findDoctor)),
    }),
  });

  contractRoute(app, ctx, 'doctorTwoFactorConfirm', {
    ...route,
    handler: async (request) => {
      const backupCodes = await confirmTwoFactor(ctx.db, ctx.config.jwtSecret, staffOf(request), request.body.code, clientAddress(request));
      const token = await signInToken(ctx, 'doctor', request.principal);
      return { success: true as const, message: msg('Two-factor sign-in is on'), backupCodes, token };
    },
  });

  contractRoute(app, ctx, 'doctorTwoFactorDisable', {
    ...route,
    handler: async (request) => {
      await disableTwoFactor(ctx, await doctorAccount(ctx, request, findDoctor), request.body, clientAddress(request));
      return { success: true as const, message: msg('Two-factor sign-in is off') };
    },
  });
};
