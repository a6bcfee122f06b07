import type { Language } from '@clinic/shared/i18n';
import type { ApiContext } from '../../context';
import { signInFailuresLetter } from '../messages';
import { forgotPasswordUrl, queueAccountMail } from './account-mail';
import {
  claimOwnerWarning,
  claimTry,
  countFailure,
  signedIn,
  takeBack,
  tooManyFailures,
  type SignInKey,
  type ThrottledRole,
} from './sign-in-throttle';

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

/**
 * A member of staff's second step, once the password was right: `not-enrolled` (none), `missing` (no code
 * typed yet), `wrong`, or the kind of factor that was right.
 */
export type SecondFactorCheck = 'not-enrolled' | 'missing' | 'wrong' | 'app' | 'backup';

export interface SignInSteps {
  /** Whether the password is right (for an unknown e-mail, a check of a dummy hash that is never right). */
  password: () => Promise<boolean> | boolean;
  /** Staff only: checks, and uses up, the code typed. */
  secondFactor?: () => Promise<SecondFactorCheck>;
  /** Staff only: a code was typed, so a right password and a right code may pass an account-wide refusal. */
  codeTyped?: boolean;
}

export type SignInOutcome = { passwordRight: false } | { passwordRight: true; secondFactor: SecondFactorCheck };

/**
 * One sign-in with the slowdown (sign-in-throttle) around its checks, the same for a known account and an
 * unknown e-mail (`owner` undefined). Refused 429 while the client (or, for a client new to the account, the
 * account) must wait, unless the refusal is the account's and a right password comes with a right code:
 * that always gets through. Otherwise the try is counted, then the password checked: wrong, it stays
 * counted (and the owner is told on the 5th, then at most once an hour); right with a code still to come,
 * the count is taken back; right and whole, the client's count is cleared and it becomes a known device. A
 * wrong code stays counted. The caller answers a wrong password or code with its own refusal.
 */
export async function throttledSignIn(ctx: AccountsContext, key: SignInKey, owner: AccountOwner | undefined, steps: SignInSteps) {
  const refusal = await claimTry(ctx.db, key);
  if (refusal) {
    if (refusal.by === 'client' || !steps.codeTyped || !steps.secondFactor) throw tooManyFailures(key.role, refusal.seconds);
    const passwordRight = await steps.password();
    const secondFactor = passwordRight ? await steps.secondFactor() : 'wrong';
    if (secondFactor === 'app' || secondFactor === 'backup') {
      await signedIn(ctx.db, key);
      return { passwordRight: true, secondFactor } satisfies SignInOutcome;
    }
    await countFailure(ctx.db, key);
    throw tooManyFailures(key.role, refusal.seconds);
  }
  const outcome: SignInOutcome = (await steps.password())
    ? { passwordRight: true, secondFactor: steps.secondFactor ? await steps.secondFactor() : 'not-enrolled' }
    : { passwordRight: false };
  if (!outcome.passwordRight || outcome.secondFactor === 'wrong') await tellOwnerIfDue(ctx, key, owner);
  else if (outcome.secondFactor === 'missing') await takeBack(ctx.db, key);
  else await signedIn(ctx.db, key);
  return outcome;
}

/** After a counted failure: the owner (if the e-mail is an account's) is told on the 5th, then at most once an hour. */
async function tellOwnerIfDue(ctx: AccountsContext, key: SignInKey, owner: AccountOwner | undefined): Promise<void> {
  const failures = await claimOwnerWarning(ctx.db, key);
  if (failures === undefined || !owner) return;
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
