import { and, eq, isNotNull } from 'drizzle-orm';
import type { Language } from '@clinic/shared/i18n';
import type { ApiContext } from '../../context';
import { staffTwoFactor } from '../../db/schema';
import { signInFailuresLetter } from '../messages/content/account';
import { forgotPasswordUrl, queueAccountMail } from './account-mail';
import { assertMayTrySignIn, clearSignInFailures, recordSignInFailure, type ThrottledRole } from './sign-in-throttle';

export type AccountsContext = Pick<ApiContext, 'db' | 'config'>;

/** Whom to tell about failed sign-ins. */
export interface AccountOwner {
  role: ThrottledRole;
  /** The patient's or doctor's id, or the admin's e-mail. */
  id: string;
  email: string;
  name: string;
  /** A patient's language for the warning e-mail; staff are written to in English. */
  language?: Language;
}

/** Staff with two-factor on: a right password is only half a sign-in, so it must not clear the count. */
async function hasSecondStep(ctx: AccountsContext, owner: AccountOwner): Promise<boolean> {
  if (owner.role === 'patient') return false;
  const [row] = await ctx.db
    .select({ role: staffTwoFactor.role })
    .from(staffTwoFactor)
    .where(and(eq(staffTwoFactor.role, owner.role), eq(staffTwoFactor.subject, owner.id), isNotNull(staffTwoFactor.confirmedAt)));
  return row !== undefined;
}

/**
 * One sign-in of a known account, with the slowdown around the password check: refused 429 while the
 * account must wait (the password is not even checked), a failure counted (and the owner told by e-mail
 * on the 5th, then at most once an hour), a success clearing the count, unless a second step (a
 * two-factor code) is still to come: then `signInSucceeded` clears it once the code was right, and a wrong
 * code is counted with `signInFailed`. `check` answers whether the password was right; the caller throws
 * its own refusal after.
 */
export async function throttledSignIn(
  ctx: AccountsContext,
  owner: AccountOwner,
  check: () => Promise<boolean> | boolean,
): Promise<boolean> {
  const counted = await assertMayTrySignIn(ctx.db, owner.role, owner.id);
  const right = await check();
  if (right) {
    if (counted && !(await hasSecondStep(ctx, owner))) await clearSignInFailures(ctx.db, owner.role, owner.id);
    return true;
  }
  await signInFailed(ctx, owner);
  return false;
}

/** The whole sign-in succeeded (after the two-factor code): the count starts again. */
export const signInSucceeded = (ctx: AccountsContext, role: ThrottledRole, id: string) => clearSignInFailures(ctx.db, role, id);

/** Counts a failed sign-in of the account (a wrong password, or for helper 2 a wrong code) and tells the owner when due. */
export async function signInFailed(ctx: AccountsContext, owner: AccountOwner): Promise<void> {
  const { failures, tellOwner } = await recordSignInFailure(ctx.db, owner.role, owner.id);
  if (!tellOwner) return;
  await queueAccountMail(ctx.db, ctx.config, {
    kind: 'sign-in-failures',
    to: owner.email,
    // One warning per claim of owner_told_at: the count at that moment makes it unique enough with the time.
    key: `${owner.role}:${owner.id}:${Date.now()}:${failures}`,
    rendered: signInFailuresLetter({
      name: owner.name,
      link: forgotPasswordUrl(ctx.config, owner.role),
      failures,
      language: owner.language,
    }),
    ...(owner.role === 'patient' ? { userId: owner.id } : owner.role === 'doctor' ? { docId: owner.id } : {}),
  });
}
