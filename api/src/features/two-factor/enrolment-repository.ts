import type { StaffSignInKind } from '@clinic/shared/permissions';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinicSettings, doctors, staffBackupCodes, staffTwoFactor } from '../../db/schema';

export type StaffRole = StaffSignInKind;
/**
 * Whose enrolment: a doctor's id, or under `admin` an owner's, admin's or front desk's
 * `staff_accounts.two_factor_subject` (the configured owner's: the configured e-mail).
 */
export interface Staff {
  role: StaffRole;
  subject: string;
  /** The owner's, admin's or front desk's staff account, whose sessions end when two-factor goes on. */
  staffId?: string;
}

const of = ({ role, subject }: Staff) => and(eq(staffTwoFactor.role, role), eq(staffTwoFactor.subject, subject));
const codesOf = ({ role, subject }: Staff) => and(eq(staffBackupCodes.role, role), eq(staffBackupCodes.subject, subject));

export async function findEnrolment(db: Db, staff: Staff) {
  const [row] = await db.select().from(staffTwoFactor).where(of(staff));
  return row;
}

/**
 * A new secret waiting for its first code, replacing one that never got it; undefined when two-factor
 * is already on (a confirmed enrolment is never written over).
 */
export async function startEnrolment(db: Db, staff: Staff, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(staffTwoFactor)
    .values({ role: staff.role, subject: staff.subject, secret: sealedSecret })
    .onConflictDoUpdate({
      target: [staffTwoFactor.role, staffTwoFactor.subject],
      set: { secret: sealedSecret, lastStep: null, createdAt: new Date() },
      setWhere: isNull(staffTwoFactor.confirmedAt),
    })
    .returning({ role: staffTwoFactor.role });
  return rows.length === 1;
}

/**
 * Records the step a code matched, only if it is newer than the last one: two replicas given the same
 * code at once both try, and one wins. Confirms the enrolment on its first code.
 */
export async function claimStep(db: Db, staff: Staff, step: number, confirm = false): Promise<boolean> {
  const rows = await db
    .update(staffTwoFactor)
    .set({ lastStep: step, ...(confirm && { confirmedAt: new Date() }) })
    .where(
      and(
        of(staff),
        or(isNull(staffTwoFactor.lastStep), lt(staffTwoFactor.lastStep, step)),
        confirm ? isNull(staffTwoFactor.confirmedAt) : sql`${staffTwoFactor.confirmedAt} is not null`,
      ),
    )
    .returning({ role: staffTwoFactor.role });
  return rows.length === 1;
}

export async function replaceBackupCodes(db: Db, staff: Staff, hashes: string[]) {
  await db.delete(staffBackupCodes).where(codesOf(staff));
  await db.insert(staffBackupCodes).values(hashes.map((codeHash) => ({ role: staff.role, subject: staff.subject, codeHash })));
}

/** Marks one unused backup code used; false when it is not one of theirs or was used already. */
export async function useBackupCode(db: Db, staff: Staff, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffBackupCodes)
    .set({ usedAt: new Date() })
    .where(and(codesOf(staff), eq(staffBackupCodes.codeHash, codeHash), isNull(staffBackupCodes.usedAt)))
    .returning({ role: staffBackupCodes.role });
  return rows.length === 1;
}

export async function backupCodesLeft(db: Db, staff: Staff): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffBackupCodes)
    .where(and(codesOf(staff), isNull(staffBackupCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Turning two-factor off: the secret and (by the foreign key's cascade) the backup codes go. */
export async function removeEnrolment(db: Db, staff: Staff) {
  await db.delete(staffTwoFactor).where(of(staff));
}

export async function clinicRequiresDoctorTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db.select({ required: clinicSettings.requireDoctorTwoFactor }).from(clinicSettings).where(eq(clinicSettings.id, 1));
  return row?.required ?? false;
}

/**
 * Sets the clinic's rule. Turning it on ends the sessions of every doctor without two-factor, so none
 * carries on with a password-only session (they sign in again and are asked to set it up). Give it the
 * change's transaction.
 */
export async function setClinicRequiresDoctorTwoFactor(db: Db, required: boolean) {
  const turnedOn = await db
    .update(clinicSettings)
    .set({ requireDoctorTwoFactor: required })
    .where(and(eq(clinicSettings.id, 1), eq(clinicSettings.requireDoctorTwoFactor, !required)))
    .returning({ id: clinicSettings.id });
  if (!required || turnedOn.length === 0) return;
  await db
    .update(doctors)
    .set({ sessionEpoch: sql`${doctors.sessionEpoch} + 1` })
    .where(
      sql`${doctors.id}::text not in (select ${staffTwoFactor.subject} from ${staffTwoFactor}
        where ${staffTwoFactor.role} = 'doctor' and ${staffTwoFactor.confirmedAt} is not null)`,
    );
}
