import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES, type StaffLoginRequest } from '@clinic/shared/contract';
import { unauthorized } from '../../http/errors';
import { checkPassword } from '../../http/passwords';
import { throttledSignIn, type AccountOwner, type AccountsContext, type SecondFactorCheck } from '../accounts';
import { checkSecondFactor } from '../two-factor';
import { activeStaffByEmail, configuredOwner, type StaffRow } from '../staff';

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** The configured admin as the owner the slowdown warns, when the e-mail typed is the admin's. */
export const adminOwner = (config: AccountsContext['config'], email: string): AccountOwner | undefined =>
  same(email, config.admin.email) ? { role: 'admin', id: config.admin.email, email: config.admin.email, name: 'Administrator' } : undefined;

/** Whether e-mail and password are the admin's. Both comparisons always run, so neither alone shows in the time taken. */
export function adminPasswordRight(config: AccountsContext['config'], email: string, password: string): boolean {
  const emailMatches = same(email, config.admin.email);
  const passwordMatches = same(password, config.admin.password);
  return emailMatches && passwordMatches;
}

/** The account an e-mail typed at the admin sign-in names, and how its password is checked. */
export interface AdminSignInAccount {
  owner: AccountOwner | undefined;
  /** The two-factor enrolment's subject, when an account has the e-mail. */
  twoFactorSubject: string | undefined;
  passwordRight: (password: string) => Promise<boolean> | boolean;
  /** The account, read again once signed in (the configured owner's row is made on first use). */
  account: () => Promise<StaffRow | undefined>;
}

/**
 * The configured owner (decision 16: e-mail and password configured, compared in constant time), else an
 * added owner, admin or front desk (decision 55: argon2, and for an unknown e-mail a decoy hash, so a
 * right e-mail with a wrong password takes as long as neither).
 */
export async function adminSignInAccount(ctx: AccountsContext, email: string): Promise<AdminSignInAccount> {
  const { config, db } = ctx;
  const configured = adminOwner(config, email);
  if (configured)
    return {
      owner: configured,
      twoFactorSubject: config.admin.email,
      passwordRight: (password) => adminPasswordRight(config, email, password),
      account: () => configuredOwner(db),
    };
  const staff = await activeStaffByEmail(db, email);
  return {
    owner: staff && { role: 'admin', id: staff.email!, email: staff.email!, name: staff.email! },
    twoFactorSubject: staff?.twoFactorSubject ?? undefined,
    passwordRight: (password) => checkPassword(staff?.passwordHash ?? undefined, password),
    account: async () => staff,
  };
}

/**
 * Right credentials return the account's e-mail (the audit log's actor), the account and where the second
 * step stands; wrong ones are `Invalid credentials`. Tries are slowed down after failures like any
 * account's, whatever e-mail was typed (accounts/sign-in-guard), the warning going to the account's e-mail.
 */
export async function checkAdminCredentials(
  ctx: AccountsContext,
  { email, password, code }: StaffLoginRequest,
  client: string,
): Promise<{ subject: string; secondFactor: SecondFactorCheck; account: StaffRow }> {
  const found = await adminSignInAccount(ctx, email);
  const twoFactor = found.twoFactorSubject === undefined ? undefined : { role: 'admin' as const, subject: found.twoFactorSubject };
  const outcome = await throttledSignIn(ctx, { role: 'admin', email, client }, found.owner, {
    password: () => found.passwordRight(password),
    secondFactor: () => checkSecondFactor(ctx.db, ctx.config.jwtSecret, twoFactor, code),
    codeTyped: code !== undefined,
  });
  const account = outcome.passwordRight ? await found.account() : undefined;
  if (!outcome.passwordRight || !account) throw unauthorized(MESSAGES.invalidCredentials);
  return { subject: found.owner!.id, secondFactor: outcome.secondFactor, account };
}
