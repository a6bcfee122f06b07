import { eq, sql } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/client';
import { doctors, users } from '../../db/schema';
import type { ExtraClaims } from '../../http/tokens';
import { newAccountClaim } from './new-account-claim';

/**
 * Sessions that end (decision 47). Every patient's and doctor's token carries claim `sv`, the account's
 * `session_epoch` when it was signed; bumping the epoch (a password reset or change, "Sign out
 * everywhere", a doctor's deletion, a deleted account) makes every older token answer 401 on its next
 * request, on every replica, because each replica compares the claim with the row it already reads:
 * - a patient's request already made one prepared primary-key look-up (the account's standing); the
 *   epoch is one more column of that same row, so no extra read;
 * - booking skips that look-up and compares the epoch inside its own statement, which locks the
 *   patient's row anyway: no extra round trip on the hot path;
 * - a doctor's request reads (deleted_at, session_epoch) by primary key, a prepared statement that
 *   replaces the whole-row `findDoctor` it made before.
 * There is no cache, so nothing can outlive a sign-out, and no new read per request.
 */

export type SessionRole = 'patient' | 'doctor';

/** The claim a token carries its epoch in. */
export const EPOCH_CLAIM = 'sv';

/** The epoch a token was issued under: tokens from before session epochs (decision 47) have none, and count as epoch 0. */
export function epochOf(claims: ExtraClaims): number {
  const raw = claims[EPOCH_CLAIM];
  if (raw === undefined) return 0;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
}

const tableOf = (role: SessionRole) => (role === 'patient' ? users : doctors);

/**
 * A token for the account, carrying its current epoch (and any claims beside it, e.g. helper 2's `mfa`); a
 * patient's account under a day old also says until when it is new (accounts/new-account-claim).
 */
export async function signInToken(ctx: Pick<ApiContext, 'db' | 'tokens'>, role: SessionRole, id: string, extraClaims: ExtraClaims = {}) {
  const table = tableOf(role);
  const [row] = idSchema.safeParse(id).success
    ? await ctx.db.select({ epoch: table.sessionEpoch, createdAt: table.createdAt }).from(table).where(eq(table.id, id))
    : [];
  const fresh = role === 'patient' && row ? newAccountClaim(row.createdAt) : {};
  return ctx.tokens.sign(role, id, { ...extraClaims, ...fresh, [EPOCH_CLAIM]: String(row?.epoch ?? 0) });
}

/** Ends every session of the account: each token issued before answers 401 from its next request. Give it the change's transaction. */
export async function endAllSessions(db: Db, role: SessionRole, id: string): Promise<void> {
  if (!idSchema.safeParse(id).success) return;
  const table = tableOf(role);
  await db
    .update(table)
    .set({ sessionEpoch: sql`${table.sessionEpoch} + 1` })
    .where(eq(table.id, id));
}

function prepareDoctorSession(db: Db) {
  return db
    .select({ deletedAt: doctors.deletedAt, epoch: doctors.sessionEpoch })
    .from(doctors)
    .where(eq(doctors.id, sql.placeholder('id')))
    .prepare('doctor_session');
}
const doctorStatements = new WeakMap<Db, ReturnType<typeof prepareDoctorSession>>();

/** Whether a doctor's token still counts: the doctor exists, is not deleted, and the token's epoch is current. */
export async function doctorSessionIsCurrent(db: Db, id: string, claims: ExtraClaims): Promise<boolean> {
  if (!idSchema.safeParse(id).success) return false;
  let statement = doctorStatements.get(db);
  if (!statement) doctorStatements.set(db, (statement = prepareDoctorSession(db)));
  const [row] = await statement.execute({ id });
  return row !== undefined && row.deletedAt === null && row.epoch === epochOf(claims);
}
