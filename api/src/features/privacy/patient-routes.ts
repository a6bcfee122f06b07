import type { FastifyInstance } from 'fastify';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { clientAddress, recordAudit } from '../audit/record';
import { ACCOUNT_DELETED, deletePatientAccount } from './delete-account-service';
import { exportPatientData } from './export-service';

/** A patient's data rights (issue 22): download everything kept about them, and delete the account. */
export async function privacyRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'userExport', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      const data = await exportPatientData(ctx.db, request.principal);
      await recordAudit(ctx.db, {
        actorRole: 'patient',
        actorId: request.principal,
        action: 'data-exported',
        targetType: 'account',
        targetId: request.principal,
        ip: clientAddress(request),
      });
      return { success: true as const, message: msg('Here is a copy of your data'), data };
    },
  });

  // Not one of the routes that leave the doctor list alone: cancelling frees slots the list shows.
  contractRoute(app, ctx, 'userDeleteAccount', {
    // Per account, as often as sign-in per address: a stolen token cannot guess the password here at leisure.
    config: accountRateLimit(ctx.config.authRateLimit),
    handler: async (request) => {
      await deletePatientAccount(ctx.db, ctx.config, {
        userId: request.principal,
        password: request.body.password,
        ip: clientAddress(request),
      });
      return { success: true as const, message: ACCOUNT_DELETED };
    },
  });
}
