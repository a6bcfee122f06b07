import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { auditLogPage } from './audit-log-service';

/**
 * The admin's Audit log page (decision 47): reading only. The log is append-only; no call changes or deletes
 * an entry, and the database refuses it too (migration 0014's triggers).
 */
export async function auditRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminAuditLog', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      ...(await auditLogPage(ctx.db, { clinicTz: ctx.config.clinicTz, adminEmail: ctx.config.admin.email }, request.query)),
    }),
  });
}
