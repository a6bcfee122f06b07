import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditActorRole } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntryInput {
  actorRole: AuditActorRole;
  /** A doctor's or patient's id, the admin's e-mail, or (a failed sign-in) the e-mail that was tried. */
  actorId: string;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  /** The client's address (`request.ip`, behind the proxies TRUST_PROXY names). */
  ip?: string;
  detail?: Record<string, unknown>;
}

/**
 * Appends one entry to the audit log (decision 47). Give it the transaction of the change it records
 * where there is one, so the entry and the change commit or roll back together.
 */
export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorRole: entry.actorRole,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? '',
    ip: entry.ip ?? '',
    detail: entry.detail ?? {},
  });
}

/** The address to record for a request. */
export const clientAddress = (request: FastifyRequest) => request.ip ?? '';
