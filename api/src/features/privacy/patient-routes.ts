import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readableExportFileName } from '@clinic/shared/contract';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { clientAddress, recordAudit } from '../audit';
import { ACCOUNT_DELETED, deletePatientAccount } from './delete-account-service';
import { exportPatientData } from './export-service';
import { renderReadableExport } from './readable/readable-export';
import { languageOf } from '../../http/language';

/** A patient's data rights (decision 47): download everything kept about them, and delete the account. */
export async function privacyRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  const exported = async (request: FastifyRequest & { principal: string }, detail?: Record<string, unknown>) => {
    const data = await exportPatientData(ctx.db, request.principal);
    await recordAudit(ctx.db, {
      actorRole: 'patient',
      actorId: request.principal,
      action: 'data-exported',
      targetType: 'account',
      targetId: request.principal,
      ip: clientAddress(request),
      detail,
    });
    return data;
  };

  contractRoute(app, ctx, 'userExport', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      const data = await exported(request);
      return { success: true as const, message: msg('Here is a copy of your data'), data };
    },
  });

  // The same data as a page to read, in the language the patient is reading the site in.
  contractRoute(app, ctx, 'userExportReadable', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request, reply) => {
      const data = await exported(request, { copy: 'readable' });
      const html = renderReadableExport(data, languageOf(request), ctx.config.clinicTz);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${readableExportFileName(data.exportedAt.slice(0, 10))}"`)
          // Opened from the api's origin by mistake, the page can run nothing and reach nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; font-src data:; sandbox")
          // The contract's file answer is typed `never` (no JSON); the text goes out unserialised.
          .send(html as never)
      );
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
