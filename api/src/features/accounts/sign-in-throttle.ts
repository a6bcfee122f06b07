import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInTries } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';
import { lockNamed } from '../../db/named-lock';

/**
 * Repeated failed sign-ins slow down, never lock out (decision 47), counted per account and per client in
 * the database every replica shares. The account is the e-mail typed (known or not: an unknown one is slowed
 * exactly like a known one, decision 14); the client is the address, or an IPv6 address's /64.
 *
 * - A client's own failures: after `FREE_FAILURES` each further try waits 2^(failures − 5) seconds after the
 *   last one, at most 15 minutes.
 * - The account's failures from every client: after `ACCOUNT_FREE_FAILURES`, the same doubling wait, but only
 *   for clients that have never signed in to the account; a device that has signed in before is slowed by
 *   its own failures alone, so a stranger guessing from elsewhere cannot keep its owner out.
 *
 * Every try is counted as a failure before the password is checked, under a lock of the account (one
 * transaction), so a burst of tries is checked no more often than the slowdown allows; a right password
 * then takes the count back. A try refused with 429 is not counted. Times come from the database's clock.
 * A day without failures starts over.
 */
export const FREE_FAILURES = 5;
export const ACCOUNT_FREE_FAILURES = 10;
const MAX_WAIT_SECONDS = 15 * 60;

export type ThrottledRole = 'patient' | 'doctor' | 'admin';

/** One sign-in's place in the counts. */
export interface SignInKey {
  role: ThrottledRole;
  /** The e-mail typed, as typed: lower-cased here. */
  email: string;
  /** `clientKey()` of the request's address. */
  client: string;
}

/** Seconds a try must wait after the last failure, given the failures so far. */
export const waitSecondsAfter = (failures: number, free = FREE_FAILURES) =>
  failures < free ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - free));

/**
 * Seconds still to wait: none while under the free failures. `since` can be a little below zero (a
 * transaction's clock is its start, and another may have written a later time before this one got the
 * lock): that counts as no time passed, never as a wait of its own.
 */
const secondsLeft = (failures: number, free: number, since: number) =>
  failures < free ? 0 : Math.ceil(waitSecondsAfter(failures, free) - Math.max(0, since));

/**
 * The 429. Patients and doctors have the reset link, which clears every count; the admin has none (the
 * password is configured), so the admin is told what does work: a computer that has signed in before.
 */
export function tooManyFailures(role: ThrottledRole, seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  if (role === 'admin')
    return new HttpError(
      429,
      seconds < 120
        ? msg(
            'Too many failed sign-ins. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again, or sign in from a computer you have signed in from before.',
            { seconds },
          )
        : msg(
            'Too many failed sign-ins. Please wait {minutes} minutes and try again, or sign in from a computer you have signed in from before.',
            {
              minutes,
            },
          ),
    );
  return new HttpError(
    429,
    seconds < 120
      ? msg(
          'Too many failed sign-ins. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again, or reset your password.',
          { seconds },
        )
      : msg('Too many failed sign-ins. Please wait {minutes} minutes and try again, or reset your password.', { minutes }),
  );
}

const accountOf = (key: SignInKey) => key.email.trim().toLowerCase();
const ofAccount = (key: SignInKey) => and(eq(signInTries.role, key.role), eq(signInTries.account, accountOf(key)));
const ofClient = (key: SignInKey) => and(ofAccount(key), eq(signInTries.client, key.client));
/** Failures older than a day do not count. */
const recentFailures = sql<number>`case when ${signInTries.lastFailedAt} < now() - interval '1 day' then 0 else ${signInTries.failures} end`;

/** Why a try is refused: the client's own failures, or (for a client new to the account) the account's. */
export type Refusal = { by: 'client' | 'account'; seconds: number };

const lockAccount = (tx: Db, key: SignInKey) => lockNamed(tx, `sign-in:${key.role}:${accountOf(key)}`);

/** The counts a try is judged by, read under the account's lock. */
async function countsOf(tx: Db, key: SignInKey) {
  const rows = await tx
    .select({
      client: signInTries.client,
      failures: recentFailures,
      since: sql<number>`extract(epoch from now() - ${signInTries.lastFailedAt})::float8`,
      known: sql<boolean>`${signInTries.signedInAt} > now() - interval '90 days'`,
    })
    .from(signInTries)
    .where(ofAccount(key));
  const own = rows.find((row) => row.client === key.client);
  const others = rows.filter((row) => Number(row.failures) > 0);
  return {
    own: { failures: Number(own?.failures ?? 0), since: Number(own?.since ?? 0), known: own?.known === true },
    account: {
      failures: others.reduce((sum, row) => sum + Number(row.failures), 0),
      since: Math.min(...others.map((r) => Number(r.since))),
    },
  };
}

/**
 * Claims one try: refused (not counted) while the client must wait, or (a client new to the account) while
 * the account must; otherwise counted as a failure until `takeBack` or `signedIn` says the password was right.
 */
export async function claimTry(db: Db, key: SignInKey): Promise<Refusal | undefined> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockAccount(tx, key);
    const { own, account } = await countsOf(tx, key);
    const ownLeft = secondsLeft(own.failures, FREE_FAILURES, own.since);
    if (ownLeft > 0) return { by: 'client' as const, seconds: ownLeft };
    const accountLeft = own.known ? 0 : secondsLeft(account.failures, ACCOUNT_FREE_FAILURES, account.since);
    if (accountLeft > 0) return { by: 'account' as const, seconds: accountLeft };
    await countFailure(tx, key);
    return undefined;
  });
}

/** Counts a failure of this client: the claim of a try, or a staff member's try past an account-wide refusal that failed. */
export async function countFailure(db: Db, key: SignInKey) {
  await db
    .insert(signInTries)
    .values({ role: key.role, account: accountOf(key), client: key.client, failures: 1 })
    .onConflictDoUpdate({
      target: [signInTries.role, signInTries.account, signInTries.client],
      set: { failures: sql`${recentFailures} + 1`, lastFailedAt: sql`now()` },
    });
}

/** The password was right but the sign-in is not over (the code is still to come): the claim is taken back. */
export async function takeBack(db: Db, key: SignInKey): Promise<void> {
  await db
    .update(signInTries)
    .set({ failures: sql`greatest(${signInTries.failures} - 1, 0)` })
    .where(ofClient(key));
}

/** The whole sign-in succeeded: this client's failures are forgotten, and it is known to the account from now on. */
export async function signedIn(db: Db, key: SignInKey): Promise<void> {
  await db
    .insert(signInTries)
    .values({ role: key.role, account: accountOf(key), client: key.client, failures: 0, signedInAt: sql`now()` })
    .onConflictDoUpdate({
      target: [signInTries.role, signInTries.account, signInTries.client],
      set: { failures: 0, signedInAt: sql`now()` },
    });
}

/**
 * After a failure: whether it is the one that should tell the owner (the account's 5th in a day, then at
 * most once an hour), claimed under the account's lock so one replica tells.
 */
export async function claimOwnerWarning(db: Db, key: SignInKey): Promise<number | undefined> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockAccount(tx, key);
    const { account } = await countsOf(tx, key);
    if (account.failures < FREE_FAILURES) return undefined;
    const [told] = await tx
      .select({ at: signInTries.ownerToldAt })
      .from(signInTries)
      .where(and(ofAccount(key), sql`${signInTries.ownerToldAt} > now() - interval '1 hour'`))
      .limit(1);
    if (told) return undefined;
    await tx
      .update(signInTries)
      .set({ ownerToldAt: sql`now()` })
      .where(ofClient(key));
    return account.failures;
  });
}

/** A password reset clears the account's counts from every client (the owner proved the mailbox). */
export async function clearSignInFailures(db: Db, role: ThrottledRole, email: string): Promise<void> {
  await db
    .update(signInTries)
    .set({ failures: 0 })
    .where(ofAccount({ role, email, client: '' }));
}

/**
 * Lets go of the rows the slowdown no longer reads: no failure for a day and no sign-in for 90 days. Every
 * e-mail typed from every client gets a row (unknown ones too), so without this the table would grow with
 * every guess ever made.
 */
export async function pruneSignInTries(db: Db): Promise<void> {
  await db.delete(signInTries).where(
    sql`${signInTries.lastFailedAt} < now() - interval '1 day'
        and (${signInTries.signedInAt} is null or ${signInTries.signedInAt} < now() - interval '90 days')`,
  );
}
