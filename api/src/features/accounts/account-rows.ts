import { and, eq, isNull, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import { isLanguage, type Language } from '@clinic/shared/i18n';
import type { Db } from '../../db/client';
import { doctors, users } from '../../db/schema';
import type { SessionRole } from './sessions';

/** What the account features need of a patient or a doctor. */
export interface AccountRow {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** Blocked by the clinic, deleted, or (a doctor) removed: no reset link, no new password. */
  closed: boolean;
  /** The language its e-mails are written in: a patient's choice; doctors' mail stays English. */
  language: Language;
}

const tableOf = (role: SessionRole) => (role === 'patient' ? users : doctors);

function columns(role: SessionRole) {
  const t = tableOf(role);
  return {
    id: t.id,
    email: t.email,
    name: t.name,
    passwordHash: t.passwordHash,
    deletedAt: t.deletedAt,
    blockedAt: role === 'patient' ? users.blockedAt : t.deletedAt,
    language: role === 'patient' ? users.language : sql<string>`'en'`,
  };
}

const toAccount = (row: {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  deletedAt: Date | null;
  blockedAt: Date | null;
  language: string;
}): AccountRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.passwordHash,
  closed: row.deletedAt !== null || row.blockedAt !== null,
  language: isLanguage(row.language) ? row.language : 'en',
});

/** The open account with that e-mail (a deleted doctor's old e-mail may belong to a new one: only the active counts). */
export async function accountByEmail(db: Db, role: SessionRole, email: string): Promise<AccountRow | undefined> {
  const t = tableOf(role);
  const [row] = await db
    .select(columns(role))
    .from(t)
    .where(and(eq(t.email, email), isNull(t.deletedAt)));
  return row && toAccount(row);
}

export async function accountById(db: Db, role: SessionRole, id: string): Promise<AccountRow | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const t = tableOf(role);
  const [row] = await db.select(columns(role)).from(t).where(eq(t.id, id));
  return row && toAccount(row);
}

export async function setPasswordHash(db: Db, role: SessionRole, id: string, passwordHash: string): Promise<void> {
  const t = tableOf(role);
  await db.update(t).set({ passwordHash }).where(eq(t.id, id));
}
