import type { StaffSignInKind } from '@clinic/shared/permissions';
import type { StaffLoginRequest } from '@clinic/shared/contract';
import { HttpError } from '../../http/errors';
import { msg } from '../../i18n';
import { throttledSignIn, type AccountOwner, type AccountsContext, type SignInSteps } from './sign-in-guard';

export type StaffRole = StaffSignInKind;

/** The account an e-mail typed at a role's sign-in names (none: `owner` undefined), and how its password is checked. */
export interface StaffSignInAccount {
  owner: AccountOwner | undefined;
  passwordRight: (password: string) => Promise<boolean> | boolean;
}

/**
 * Each staff role's lookup of that account, from the feature that owns the role (admin, doctors). They are
 * handed in where the api is put together (api-plugin): those features sign in through accounts, so
 * accounts does not import them back.
 */
export type StaffSignInAccounts = Record<StaffRole, (ctx: AccountsContext, email: string) => Promise<StaffSignInAccount>>;

/** Said only to someone who typed the right password for the other role's account (decision 14). */
export const WRONG_ROLE_CHOSEN = {
  doctor: msg("This is a doctor's account. Please sign in again with Doctor chosen above."),
  admin: msg("This is the admin's account. Please sign in again with Admin chosen above."),
} as const;

const OTHER: Record<StaffRole, StaffRole> = { admin: 'doctor', doctor: 'admin' };

/**
 * The staff sign-in page has one form and a toggle; a doctor who leaves it on Admin (or the admin on
 * Doctor) was told only "Invalid credentials". When the chosen role's sign-in refuses the password, the
 * other role's password is checked too, and only when it is right is the refusal turned into
 * WRONG_ROLE_CHOSEN with `accountRole`: a wrong password, or an e-mail with no account, keeps the plain
 * refusal, so nobody learns whether an account exists. Nobody is signed in as the other role.
 *
 * That check is a sign-in try of the other role's account, throttled and counted as one (it must not be a
 * second door for guessing a doctor's password): while that role's slowdown refuses the client, the plain
 * refusal stands. The second factor is never checked here, so a doctor's one-time code is not used up; a
 * right password only takes its counted try back, as when the code is still to come.
 */
export async function withOtherRoleHint<T>(
  ctx: AccountsContext,
  accounts: StaffSignInAccounts,
  chosen: StaffRole,
  login: StaffLoginRequest,
  client: string,
  signIn: () => Promise<T>,
): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 401 || error.fields) throw error;
    const other = OTHER[chosen];
    if (await otherRolePasswordRight(ctx, accounts[other], other, login, client))
      throw new HttpError(401, WRONG_ROLE_CHOSEN[other], { accountRole: other });
    throw error;
  }
}

async function otherRolePasswordRight(
  ctx: AccountsContext,
  signInAccount: StaffSignInAccounts[StaffRole],
  role: StaffRole,
  { email, password }: StaffLoginRequest,
  client: string,
) {
  // The code is "still to come" whatever was typed: the other role's second step is never taken here.
  const passwordOnly = (password: SignInSteps['password']): SignInSteps => ({
    password,
    secondFactor: async () => 'missing',
    codeTyped: false,
  });
  try {
    const account = await signInAccount(ctx, email);
    const outcome = await throttledSignIn(
      ctx,
      { role, email, client },
      account.owner,
      passwordOnly(() => account.passwordRight(password)),
    );
    return outcome.passwordRight && account.owner !== undefined;
  } catch (error) {
    // The other role's slowdown says wait: nothing is said about that account.
    if (error instanceof HttpError && error.statusCode === 429) return false;
    throw error;
  }
}
