import { dayNumber } from '@clinic/shared/booking';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { findUser, findUserByEmail } from '../users';

export const PATIENT_NOT_FOUND = msg('No patient account has that e-mail');
export const PATIENT_BLOCKED = msg('This patient is blocked, so nothing can be booked for them');

type UserRow = typeof users.$inferSelect;

/** The patient a series is for, by account id or e-mail: an existing account, not deleted, not blocked. */
export async function seriesPatient(db: Db, who: { userId?: string | undefined; email?: string | undefined }): Promise<UserRow> {
  const row = who.userId ? await findUser(db, who.userId) : await findUserByEmail(db, who.email ?? '');
  if (!row || row.deletedAt) throw notFound(PATIENT_NOT_FOUND);
  if (row.blockedAt) throw conflict(PATIENT_BLOCKED);
  return row;
}

/** Whole years from a profile's date of birth (`YYYY-MM-DD`) to `today` (a day number); null when not given. */
export function ageOn(dob: string, today: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const born = dayNumber(`${d}_${m}_${y}`);
  if (Number.isNaN(born) || born > today) return null;
  const now = new Date(today * 86_400_000);
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  const age = now.getUTCFullYear() - y - (before ? 1 : 0);
  return age >= 0 && age <= 130 ? age : null;
}

/** What the appointment keeps of the patient (decision 13's snapshot), from their account as it is now. */
export function patientSnapshot(row: UserRow, today: number) {
  return { name: row.name, age: ageOn(row.dob, today), email: row.email, phone: row.phone, message: '', imageId: row.imageId };
}
