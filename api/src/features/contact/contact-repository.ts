import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'readAt'>;

export async function insertMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/**
 * One page of the Inbox, newest first (the `contact_messages_newest` index), with how many there are and
 * how many are unread (the partial `contact_messages_unread` index holds only those).
 */
export async function listMessages(
  db: Db,
  query: { page: number; limit: number },
): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
  const [rows, [counted], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { rows, total: counted?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks a message read, keeping when it first was; whether there is such a message. */
export async function markMessageRead(db: Db, id: string): Promise<boolean> {
  if (!idSchema.safeParse(id).success) return false;
  const rows = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length === 1;
}
