import type { AddStaffRequest, StaffMember } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { hashPassword } from '../../http/passwords';
import { msg } from '../../i18n';
import { assertGoodPassword } from '../accounts';
import { recordAudit } from '../audit';
import { insertStaff, listActiveStaff, markStaffRemoved, type StaffRow } from './staff-repository';

export const STAFF_EMAIL_TAKEN = msg('A member of staff with this e-mail already exists');
export const STAFF_NOT_FOUND = msg('Staff member not found');
export const CANNOT_REMOVE_YOURSELF = msg('You cannot remove yourself');
export const CANNOT_REMOVE_CONFIGURED = msg('The owner set in the configuration cannot be removed here');
export const CANNOT_REMOVE_LAST_OWNER = msg('The last owner cannot be removed');

/** Who is asking: their account, their e-mail (the audit log's actor) and address. */
export interface StaffActor {
  staff: Pick<StaffRow, 'id'>;
  email: string;
  ip: string;
}

/** The owners, admins and front desk, the configured owner with the configured e-mail. */
export async function staffList(db: Db, configuredEmail: string, asking: Pick<StaffRow, 'id'>): Promise<StaffMember[]> {
  const rows = await listActiveStaff(db);
  return rows.map((row) => ({
    _id: row.id,
    email: row.configured ? configuredEmail : row.email!,
    role: row.role,
    configured: row.configured,
    you: row.id === asking.id,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Adds an admin or front desk with a first password (the policy every password meets). The configured
 * e-mail is taken; so is an active member's, which the partial unique index decides, so two owners adding
 * one e-mail at once cannot both win.
 */
export async function addStaff(db: Db, configuredEmail: string, request: AddStaffRequest, actor: StaffActor): Promise<string> {
  if (request.email === configuredEmail.trim().toLowerCase()) throw conflict(STAFF_EMAIL_TAKEN);
  await assertGoodPassword(request.password, { email: request.email });
  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const id = await insertStaff(tx, { role: request.role, email: request.email, passwordHash, createdBy: actor.staff.id });
      await recordAudit(tx, {
        actorRole: 'admin',
        actorId: actor.email,
        action: 'staff-added',
        targetType: 'staff',
        targetId: id,
        ip: actor.ip,
        detail: { email: request.email, role: request.role },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STAFF_EMAIL_TAKEN);
    throw error;
  }
}

/** Removes a member of staff (not oneself, not the configured owner, not the last owner); their sessions end at once. */
export async function removeStaff(db: Db, staffId: string, actor: StaffActor): Promise<void> {
  if (staffId === actor.staff.id) throw conflict(CANNOT_REMOVE_YOURSELF);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const outcome = await markStaffRemoved(tx, staffId);
    if (outcome === 'not-found') throw notFound(STAFF_NOT_FOUND);
    if (outcome === 'configured') throw conflict(CANNOT_REMOVE_CONFIGURED);
    if (outcome === 'last-owner') throw conflict(CANNOT_REMOVE_LAST_OWNER);
    await recordAudit(tx, {
      actorRole: 'admin',
      actorId: actor.email,
      action: 'staff-removed',
      targetType: 'staff',
      targetId: staffId,
      ip: actor.ip,
    });
  });
}
