import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { sameSecret } from './same-secret';
import { clientAddress, recordAudit } from '../audit';
import { staffById, type StaffRow } from '../staff';
import { checkPassword } from '../../http/passwords';
import type { Db } from '../../db/client';
import { clinicRequiresDoctorTwoFactor, setClinicRequiresDoctorTwoFactor } from './enrolment-repository';
import { confirmTwoFactor, disableTwoFactor, startTwoFactorSetup, twoFactorStatus, type StaffAccount } from './two-factor-service';

/** A fresh token of the admin sign-in for the account (the configured owner's without one): the admin feature's. */
export type AdminSignInToken = (ctx: ApiContext, staff?: StaffRow) => Promise<string>;

/**
 * The own two-factor sign-in of whoever uses the admin sign-in (owner, admin, front desk: decision 55),
 * kept under their account's two-factor subject; and the clinic's rule for doctors. The token confirming
 * issues is the admin feature's, handed in where the api is put together: the admin sign-in uses
 * two-factor for its second step, so two-factor does not import it back.
 */
export const twoFactorRoutesForAdmin = (adminSignInToken: AdminSignInToken) => async (app: FastifyInstance, ctx: ApiContext) => {
  const admin = ({ staff, principal }: FastifyRequest): StaffAccount => ({
    role: 'admin',
    subject: staff.twoFactorSubject ?? ctx.config.admin.email,
    staffId: staff.id,
    // The admin guard's principal is the e-mail the account signs in with.
    email: principal,
    // Turning two-factor off puts this check through the sign-in slowdown (two-factor-service).
    passwordMatches: async (password) =>
      staff.configured ? sameSecret(password, ctx.config.admin.password) : checkPassword(staff.passwordHash ?? undefined, password),
  });

  contractRoute(app, ctx, 'adminTwoFactor', {
    handler: async (request) => ({ success: true as const, message: '', twoFactor: await twoFactorStatus(ctx.db, admin(request)) }),
  });

  contractRoute(app, ctx, 'adminTwoFactorSetup', {
    handler: async (request) => ({
      success: true as const,
      message: msg('Scan the code with your authenticator app'),
      setup: await startTwoFactorSetup(ctx.db, ctx.config.jwtSecret, admin(request)),
    }),
  });

  contractRoute(app, ctx, 'adminTwoFactorConfirm', {
    handler: async (request) => {
      const backupCodes = await confirmTwoFactor(ctx.db, ctx.config.jwtSecret, admin(request), request.body.code, clientAddress(request));
      // Every session of the account before this one ended: this device carries on with a fresh token.
      const staff = request.staff.configured ? undefined : await staffById(ctx.db, request.staff.id);
      return { success: true as const, message: msg('Two-factor sign-in is on'), backupCodes, token: await adminSignInToken(ctx, staff) };
    },
  });

  contractRoute(app, ctx, 'adminTwoFactorDisable', {
    handler: async (request) => {
      await disableTwoFactor(ctx, admin(request), request.body, clientAddress(request));
      return { success: true as const, message: msg('Two-factor sign-in is off') };
    },
  });

  contractRoute(app, ctx, 'adminSecuritySettings', {
    handler: async () => ({
      success: true as const,
      message: '',
      settings: { requireDoctorTwoFactor: await clinicRequiresDoctorTwoFactor(ctx.db) },
    }),
  });

  contractRoute(app, ctx, 'adminSetSecuritySettings', {
    handler: async (request) => {
      const { requireDoctorTwoFactor } = request.body;
      await ctx.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await setClinicRequiresDoctorTwoFactor(tx, requireDoctorTwoFactor);
        await recordAudit(tx, {
          actorRole: 'admin',
          actorId: request.principal,
          action: 'security-settings-changed',
          targetType: 'settings',
          targetId: 'security',
          ip: clientAddress(request),
          detail: { requireDoctorTwoFactor },
        });
      });
      return {
        success: true as const,
        message: requireDoctorTwoFactor
          ? msg('Doctors must now use two-factor sign-in')
          : msg('Two-factor sign-in is now optional for doctors'),
      };
    },
  });
};
