import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditActorRole } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { auditLog, doctors, users } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditLogFilter {
  page: number;
  limit: number;
  actorRole?: AuditActorRole | undefined;
  /** Any of these actor ids (an id, the admin's e-mail, or the accounts an e-mail names). */
  actorIds?: string[] | undefined;
  action?: AuditAction | undefined;
  /** From this instant (inclusive) to `before` (exclusive). */
  since?: Date | undefined;
  before?: Date | undefined;
}

/**
 * One page of the audit log, newest first, and how many entries match: `audit_log_newest` (at, id) serves
 * the order, `audit_log_by_actor` and `audit_log_by_action` the filters (migration 0014).
 */
export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actorRole) conditions.push(eq(auditLog.actorRole, filter.actorRole));
  if (filter.actorIds) conditions.push(inArray(auditLog.actorId, filter.actorIds));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.since) conditions.push(gte(auditLog.at, filter.since));
  if (filter.before) conditions.push(lt(auditLog.at, filter.before));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The ids of the doctors and (not deleted) patients who sign in with this e-mail, to find their entries. */
export async function accountsWithEmail(db: Db, email: string): Promise<string[]> {
  const lowered = email.toLowerCase();
  const [doctorRows, userRows] = await Promise.all([
    db
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(sql`lower(${doctors.email})`, lowered)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, lowered), sql`${users.deletedAt} is null`)),
  ]);
  return [...doctorRows, ...userRows].map((row) => row.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: string[]) => [...new Set(ids.filter((id) => UUID.test(id)))];

/**
 * The names of the doctors and patients among these actor ids (one query each for a page). A deleted
 * patient has no name here: their account was anonymised, and the log does not bring it back.
 */
export async function actorNames(db: Db, doctorIds: string[], patientIds: string[]): Promise<Map<string, string>> {
  const [doctorRows, patientRows] = await Promise.all([
    uuids(doctorIds).length
      ? db
          .select({ id: doctors.id, name: doctors.name })
          .from(doctors)
          .where(inArray(doctors.id, uuids(doctorIds)))
      : [],
    uuids(patientIds).length
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(inArray(users.id, uuids(patientIds)), sql`${users.deletedAt} is null`))
      : [],
  ]);
  return new Map([
    ...doctorRows.map((r) => [`doctor:${r.id}`, r.name] as const),
    ...patientRows.map((r) => [`patient:${r.id}`, r.name] as const),
  ]);
}
