import { eq } from 'drizzle-orm';
import { idSchema, type UserProfile } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { imageUrl } from '../images';
import { insertSelfPatient } from '../patients';
import { provedPhone } from '../messages';

export type UserRow = typeof users.$inferSelect;

export const toUserProfile = (row: UserRow): UserProfile => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  image: imageUrl(row.imageId),
  address: { line1: row.addressLine1, line2: row.addressLine2 },
  gender: row.gender as UserProfile['gender'],
  dob: row.dob,
  preferences: {
    notifyEmail: row.notifyEmail,
    notifyWhatsapp: row.notifyWhatsapp,
    reminders: row.reminders,
    language: row.language as UserProfile['preferences']['language'],
    noPhoneCalls: row.noPhoneCalls,
  },
  phoneVerified: provedPhone(row) !== '',
  emailVerified: row.emailVerifiedAt !== null,
});

/** `email` is already trimmed and lower-cased by the contract's schemas. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUser(db: Db, id: string) {
  // PostgreSQL would reject a malformed uuid with an error; no such user is the honest answer.
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string; privacyVersion?: string; privacyAcceptedAt?: Date; language?: string },
) {
  // The account and its holder (decision 56) come into being together.
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    await insertSelfPatient(tx, row!.id, { name: values.name });
    return row!.id;
  });
}

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'phone'
    | 'addressLine1'
    | 'addressLine2'
    | 'gender'
    | 'dob'
    | 'imageId'
    | 'notifyEmail'
    | 'notifyWhatsapp'
    | 'reminders'
    | 'language'
    | 'noPhoneCalls'
  >
>;

/** Whether the user exists (and was changed). */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<boolean> {
  if (!idSchema.safeParse(id).success) return false;
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
