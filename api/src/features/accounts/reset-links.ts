import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '@clinic/shared/contract';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { msg } from '../../i18n';
import type { SessionRole } from './sessions';

export const RESET_LINK_SPENT = msg('This reset link has expired or was already used. Ask for a new one.');

/** Only this is stored: a copy of the database does not hold a working link. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link for the account (32 random bytes, base64url), good for RESET_LINK_MINUTES. */
export async function createResetLink(db: Db, config: ApiConfig, role: SessionRole, subjectId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: hashOf(token),
    role,
    subjectId,
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
  });
  return `${config.publicUrl}/reset-password?token=${token}${role === 'doctor' ? '&role=doctor' : ''}`;
}

/** Links asked for in the last hour: past a few, "forgot password" sends no more (the answer stays the same). */
export const RESET_LINKS_AN_HOUR = 3;

export async function linksInTheLastHour(db: Db, role: SessionRole, subjectId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.role, role),
        eq(passwordResets.subjectId, subjectId),
        sql`${passwordResets.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return row?.n ?? 0;
}

const usable = (role: SessionRole, token: string) =>
  and(
    eq(passwordResets.tokenHash, hashOf(token)),
    eq(passwordResets.role, role),
    isNull(passwordResets.usedAt),
    sql`${passwordResets.expiresAt} > now()`,
  );

/** Whose link it is, while it is unused, unexpired and of that role; otherwise the 400 that says to ask again. */
export async function peekResetLink(db: Db, role: SessionRole, token: string): Promise<string> {
  const [row] = await db.select({ subjectId: passwordResets.subjectId }).from(passwordResets).where(usable(role, token));
  if (!row) throw badRequest(RESET_LINK_SPENT);
  return row.subjectId;
}

/**
 * Uses the link up, inside the transaction that sets the password: the row is locked and marked used, so
 * of two uses at once (any replica) one wins and the other is refused. Every other open link of the
 * account goes with it.
 */
export async function spendResetLink(tx: Db, role: SessionRole, token: string): Promise<string> {
  const [row] = await tx.select({ subjectId: passwordResets.subjectId }).from(passwordResets).where(usable(role, token)).for('update');
  if (!row) throw badRequest(RESET_LINK_SPENT);
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.role, role), eq(passwordResets.subjectId, row.subjectId), isNull(passwordResets.usedAt)));
  return row.subjectId;
}
