import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PatientNeed } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { patientAccounts, patients } from '../../db/schema';

/**
 * The people an account acts for (decision 56): its holder (`self`), made with the account, and later the
 * others it books for. The holder's name, date of birth, sex and phone are the account's own, kept equal by
 * the account's profile; the appointments the account books for itself are the holder's.
 */

/** The account's own data, as the profile keeps it ('Not Selected' where the patient has not said). */
export interface HolderData {
  name?: string;
  phone?: string;
  gender?: string;
  dob?: string;
  /** "I cannot take phone calls": the holder's need `no-phone-calls` (migration 0031). */
  noPhoneCalls?: boolean;
}

const NO_PHONE_CALLS: PatientNeed = 'no-phone-calls';
/** The needs with `need` present or absent, once, whatever they held before. */
const withNeed = (need: PatientNeed, present: boolean) =>
  present
    ? sql`array_append(array_remove(${patients.needs}, ${need}::text), ${need}::text)`
    : sql`array_remove(${patients.needs}, ${need}::text)`;

/** A profile's date of birth as the patient's: a real day 'YYYY-MM-DD', else null ('Not Selected'). */
export function patientDob(dob: string | undefined): string | null {
  if (!dob || !/^[1-9]\d{3}-\d\d-\d\d$/.test(dob)) return null;
  const day = new Date(`${dob}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(dob) ? dob : null;
}

const holderColumns = (holder: HolderData) => ({
  ...(holder.name !== undefined ? { name: holder.name } : {}),
  ...(holder.phone !== undefined ? { phone: holder.phone } : {}),
  ...(holder.gender !== undefined ? { sex: holder.gender === 'Not Selected' ? null : holder.gender } : {}),
  ...(holder.dob !== undefined ? { dob: patientDob(holder.dob) } : {}),
  ...(holder.noPhoneCalls !== undefined ? { needs: withNeed(NO_PHONE_CALLS, holder.noPhoneCalls) } : {}),
});

/**
 * Makes the account's holder and returns its id, in the caller's transaction with the account's insert. The holder takes the
 * account's id, as migration 0027 gave every account made before it, so rows written by hand or by a tool
 * (the bench's fill, the tests' rows) can name it; the api itself reads it through the link (`selfPatientOf`).
 */
export async function insertSelfPatient(
  tx: Db,
  accountId: string,
  holder: Omit<HolderData, 'noPhoneCalls'> & { name: string },
  createdAt?: Date,
): Promise<string> {
  await tx.insert(patients).values({ id: accountId, name: holder.name, ...holderColumns(holder), ...(createdAt ? { createdAt } : {}) });
  await tx.insert(patientAccounts).values({ accountId, patientId: accountId, relationship: 'self' });
  return accountId;
}

/** The account's holder, as a sub-select a statement can use where it writes or reads the patient. */
export const selfPatientOf = (accountId: SQL | AnyPgColumn) =>
  sql`(select ${patientAccounts.patientId} from ${patientAccounts} where ${patientAccounts.accountId} = ${accountId} and ${patientAccounts.relationship} = 'self')`;

/** The account's holder's id; undefined for an account without one (none after migration 0027). */
export async function selfPatientId(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: patientAccounts.patientId })
    .from(patientAccounts)
    .where(and(eq(patientAccounts.accountId, accountId), eq(patientAccounts.relationship, 'self')));
  return row?.id;
}

/** The profile's changes to the account's own data, made to its holder too (in the profile's transaction). */
export async function updateSelfPatient(tx: Db, accountId: string, holder: HolderData): Promise<void> {
  await tx
    .update(patients)
    .set(holderColumns(holder))
    .where(eq(patients.id, selfPatientOf(sql`${accountId}::uuid`)));
}

/**
 * A deleted account's holder keeps nothing that says who they were, and is archived: the clinic keeps the
 * appointments (and their patient) it must, as it keeps the anonymised account.
 */
export async function anonymiseSelfPatient(tx: Db, accountId: string, name: string): Promise<void> {
  await tx
    .update(patients)
    .set({ name, dob: null, sex: null, phone: '', languages: [], needs: [], archivedAt: sql`coalesce(${patients.archivedAt}, now())` })
    .where(eq(patients.id, selfPatientOf(sql`${accountId}::uuid`)));
}

/** Every patient the account acts for, with the relationship, its holder first: what its data export holds. */
export function patientsOfAccount(db: Db, accountId: string) {
  return db
    .select({
      id: patients.id,
      relationship: patientAccounts.relationship,
      name: patients.name,
      dob: patients.dob,
      sex: patients.sex,
      phone: patients.phone,
      languages: patients.languages,
      needs: patients.needs,
      createdAt: patients.createdAt,
      archivedAt: patients.archivedAt,
    })
    .from(patientAccounts)
    .innerJoin(patients, eq(patients.id, patientAccounts.patientId))
    .where(eq(patientAccounts.accountId, accountId))
    .orderBy(sql`${patientAccounts.relationship} <> 'self'`, patientAccounts.createdAt, patients.id);
}
