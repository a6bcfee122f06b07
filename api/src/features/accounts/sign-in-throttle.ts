import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';

/**
 * Repeated failed sign-ins slow down, never lock out (decision 47): per account (a patient's or doctor's
 * id, the admin's e-mail), in the database every replica shares. After `FREE_FAILURES` failures each
 * further try must wait 2^(failures − 5) seconds after the last failure, at most 15 minutes; a try before
 * that is refused 429 without checking the password and without counting, so a stranger guessing is held
 * to a handful of tries an hour while the owner, who knows the password, gets in once the wait is over.
 * Times come from the database's clock, the same for every replica. A day without failures starts over.
 */
export const FREE_FAILURES = 5;
const MAX_WAIT_SECONDS = 15 * 60;

export type ThrottledRole = 'patient' | 'doctor' | 'admin';

/** Seconds a try must wait after the last failure, given the failures so far. */
export const waitSecondsAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES));

/** The owner, who may be the one locked out by a stranger's guesses, always has the reset link: it clears the count. */
export const tooManyFailures = (seconds: number) =>
  new HttpError(
    429,
    seconds < 120
      ? msg(
          'Too many failed sign-ins. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again, or reset your password.',
          { seconds },
        )
      : msg('Too many failed sign-ins. Please wait {minutes} minutes and try again, or reset your password.', {
          minutes: Math.ceil(seconds / 60),
        }),
  );

const account = (role: ThrottledRole, id: string) => and(eq(signInFailures.role, role), eq(signInFailures.account, id));

/** Throws the 429 when the account must still wait; otherwise says whether failures are counted (to clear on success). */
export async function assertMayTrySignIn(db: Db, role: ThrottledRole, id: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: signInFailures.failures, since: sql<number>`extract(epoch from now() - ${signInFailures.lastFailedAt})::float8` })
    .from(signInFailures)
    .where(account(role, id));
  if (!row) return false;
  const left = Math.ceil(waitSecondsAfter(row.failures) - Number(row.since));
  if (left > 0) throw tooManyFailures(left);
  return true;
}

export interface RecordedFailure {
  failures: number;
  /** This failure is the one that should tell the owner (the 5th, then at most once an hour): claimed, so one replica tells. */
  tellOwner: boolean;
}

/** Counts a failed sign-in (a wrong password; helper 2: a wrong two-factor code). */
export async function recordSignInFailure(db: Db, role: ThrottledRole, id: string): Promise<RecordedFailure> {
  const [row] = await db
    .insert(signInFailures)
    .values({ role, account: id, failures: 1 })
    .onConflictDoUpdate({
      target: [signInFailures.role, signInFailures.account],
      // A day without failures starts the count again.
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} < now() - interval '1 day' then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ failures: signInFailures.failures });
  const failures = row!.failures;
  if (failures < FREE_FAILURES) return { failures, tellOwner: false };
  const told = await db
    .update(signInFailures)
    .set({ ownerToldAt: sql`now()` })
    .where(
      and(account(role, id), sql`(${signInFailures.ownerToldAt} is null or ${signInFailures.ownerToldAt} < now() - interval '1 hour')`),
    )
    .returning({ role: signInFailures.role });
  return { failures, tellOwner: told.length > 0 };
}

/** A successful sign-in (or a password reset) clears the count. */
export async function clearSignInFailures(db: Db, role: ThrottledRole, id: string): Promise<void> {
  await db.delete(signInFailures).where(account(role, id));
}
