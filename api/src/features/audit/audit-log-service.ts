import type { AuditEntry, AuditLogQuery, AuditTarget } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { msg } from '../../i18n';
import { accountsWithEmail, actorNames, listAuditLog, type AuditRow } from './audit-log-repository';
import { auditTargets } from './audit-targets';
import { clinicDayEnd, clinicDayStart } from './clinic-days';

export const DATES_BACKWARDS = msg('The "to" date must be on or after the "from" date');

/** The admin is configured, not stored: the log names them by role. */
const ADMIN_NAME = 'Admin';

/** Names an entry's actor: the admin by role (not a stranger who tried an e-mail at the admin's sign-in), others by name. */
const nameOf = (row: AuditRow, names: Map<string, string>, adminEmail: string) =>
  row.actorRole === 'admin' ? (row.actorId === adminEmail ? ADMIN_NAME : '') : (names.get(`${row.actorRole}:${row.actorId}`) ?? '');

const toEntry = (row: AuditRow, names: Map<string, string>, targets: Map<string, AuditTarget>, adminEmail: string): AuditEntry => {
  const target = targets.get(`${row.targetType}:${row.targetId}`);
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actorRole: row.actorRole,
    actorId: row.actorId,
    actorName: nameOf(row, names, adminEmail),
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    ...(target && { target }),
    ip: row.ip,
    detail: row.detail,
  };
};

/**
 * A page of the Audit log page, newest first, with how many entries match. `from`/`to` are clinic days,
 * both inclusive; an actor may be named by id, or by the e-mail of a doctor or patient (also what a failed
 * sign-in records).
 */
export async function auditLogPage(
  db: Db,
  clinic: { clinicTz: string; adminEmail: string },
  query: AuditLogQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  if (query.from && query.to && query.to < query.from) throw badRequest(DATES_BACKWARDS);
  const actorIds =
    query.actorId && (query.actorId.includes('@') ? [query.actorId, ...(await accountsWithEmail(db, query.actorId))] : [query.actorId]);
  const { rows, total } = await listAuditLog(db, {
    page: query.page,
    limit: query.limit,
    actorRole: query.actorRole,
    actorIds: actorIds || undefined,
    action: query.action,
    since: query.from ? clinicDayStart(query.from, clinic.clinicTz) : undefined,
    before: query.to ? clinicDayEnd(query.to, clinic.clinicTz) : undefined,
  });
  const idsOf = (role: string) => rows.filter((row) => row.actorRole === role).map((row) => row.actorId);
  const [names, targets] = await Promise.all([actorNames(db, idsOf('doctor'), idsOf('patient')), auditTargets(db, rows)]);
  return { entries: rows.map((row) => toEntry(row, names, targets, clinic.adminEmail)), total };
}
