import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { StaffAccountRole } from '@clinic/shared/permissions';
import type { Db } from '../../db/client';
import { clinicSettings, staffAccounts } from '../../db/schema';

/** A member of staff who signs in with the admin sign-in (owner, admin, front desk). */
export interface StaffRow {
  id: string;
  role: StaffAccountRole;
  /** Null for the configured owner: the configured e-mail is theirs. */
  email: string | null;
  passwordHash: string | null;
  configured: boolean;
  twoFactorSubject: string | null;
  sessionEpoch: number;
  removedAt: Date | null;
}

const columns = {
  id: staffAccounts.id,
  role: staffAccounts.role,
  email: staffAccounts.email,
  passwordHash: staffAccounts.passwordHash,
  configured: staffAccounts.configured,
  twoFactorSubject: staffAccounts.twoFactorSubject,
  sessionEpoch: staffAccounts.sessionEpoch,
  removedAt: staffAccounts.removedAt,
};

/** The roles that sign in with the admin sign-in: every one but the doctor's. */
const notDoctor = ne(staffAccounts.role, 'doctor');

function prepareConfigured(db: Db) {
  return db.select(columns).from(staffAccounts).where(eq(staffAccounts.configured, true)).prepare('staff_configured_owner');
}
function prepareById(db: Db) {
  return db
    .select(columns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, sql.placeholder('id')), notDoctor))
    .prepare('staff_account_by_id');
}
const configuredStatements = new WeakMap<Db, ReturnType<typeof prepareConfigured>>();
const byIdStatements = new WeakMap<Db, ReturnType<typeof prepareById>>();

/**
 * The configured admin's row, made on first use (decision 55): the first owner. Its sessions carry on from
 * the epoch the admin had before this table (clinic_settings), so a token signed then still works.
 * Replicas racing to make it meet at the one-row index and read the same row.
 */
export async function configuredOwner(db: Db): Promise<StaffRow> {
  let statement = configuredStatements.get(db);
  if (!statement) configuredStatements.set(db, (statement = prepareConfigured(db)));
  const [row] = await statement.execute();
  if (row) return row;
  await db.execute(sql`
    insert into staff_accounts (role, configured, session_epoch)
    select 'owner', true, coalesce((select ${clinicSettings.adminSessionEpoch} from ${clinicSettings} where ${clinicSettings.id} = 1), 0)
    on conflict do nothing`);
  const [made] = await statement.execute();
  return made!;
}

/** An owner, admin or front desk by id (removed ones too: the caller refuses them). */
export async function staffById(db: Db, id: string): Promise<StaffRow | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  let statement = byIdStatements.get(db);
  if (!statement) byIdStatements.set(db, (statement = prepareById(db)));
  const [row] = await statement.execute({ id });
  return row;
}

/** The active added owner, admin or front desk with this e-mail (not the configured one, whose e-mail is configured). */
export async function activeStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email.trim().toLowerCase()), isNull(staffAccounts.removedAt), notDoctor));
  return row;
}

/** Every active owner, admin and front desk, the configured owner first, then by when they were added. */
export async function listActiveStaff(db: Db): Promise<(StaffRow & { createdAt: Date })[]> {
  return db
    .select({ ...columns, createdAt: staffAccounts.createdAt })
    .from(staffAccounts)
    .where(and(isNull(staffAccounts.removedAt), notDoctor))
    .orderBy(sql`${staffAccounts.configured} desc`, asc(staffAccounts.createdAt), asc(staffAccounts.id));
}

export async function insertStaff(
  db: Db,
  account: { role: StaffAccountRole; email: string; passwordHash: string; createdBy: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(staffAccounts).values({ id, ...account, email: account.email.trim().toLowerCase(), twoFactorSubject: id });
  return id;
}

/**
 * Marks an added member of staff removed and ends their sessions, unless they are the configured owner
 * (whose account lives in configuration) or the last active owner. Give it a transaction: the owners are
 * locked first, so two owners removing each other at once cannot leave none.
 */
export async function markStaffRemoved(db: Db, id: string): Promise<'removed' | 'not-found' | 'configured' | 'last-owner'> {
  const owners = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), isNull(staffAccounts.removedAt)))
    .for('update');
  const [target] = idSchema.safeParse(id).success
    ? await db
        .select(columns)
        .from(staffAccounts)
        .where(and(eq(staffAccounts.id, id), notDoctor))
    : [];
  if (!target || target.removedAt) return 'not-found';
  if (target.configured) return 'configured';
  if (target.role === 'owner' && owners.length <= 1) return 'last-owner';
  await db
    .update(staffAccounts)
    .set({ removedAt: new Date(), sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
    .where(eq(staffAccounts.id, id));
  return 'removed';
}

/** Ends every session of an owner, admin or front desk. Give it the change's transaction. */
export async function endStaffSessions(db: Db, id: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
    .where(eq(staffAccounts.id, id));
}

/** A doctor's staff row (decision 55): the role's link; the doctor's own row keeps e-mail and password. */
export async function insertDoctorStaff(db: Db, doctorIds: string[]): Promise<void> {
  if (doctorIds.length === 0) return;
  await db
    .insert(staffAccounts)
    .values(doctorIds.map((doctorId) => ({ role: 'doctor' as const, doctorId, twoFactorSubject: doctorId })))
    .onConflictDoNothing();
}

/** A deleted doctor's staff row is removed with it. */
export async function removeDoctorStaff(db: Db, doctorId: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ removedAt: new Date() })
    .where(and(inArray(staffAccounts.doctorId, [doctorId]), isNull(staffAccounts.removedAt)));
}
