import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES, type StaffLoginRequest } from '@clinic/shared/contract';
import { unauthorized } from '../../http/errors';
import { throttledSignIn, type AccountOwner, type AccountsContext, type SecondFactorCheck } from '../accounts';
import { checkSecondFactor } from '../two-factor';

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

/**
 * The admin is configured, not stored (decision 16): right credentials return the admin's e-mail (the
 * token's subject) and where the second step stands; wrong ones are `Invalid credentials`, a right e-mail
 * with a wrong password as fast as neither. Tries are slowed down after failures like any account's,
 * whatever e-mail was typed (accounts/sign-in-guard), the warning going to the admin's e-mail.
 */
export async function checkAdminCredentials(
  ctx: AccountsContext,
  { email, password, code }: StaffLoginRequest,
  client: string,
): Promise<{ subject: string; secondFactor: SecondFactorCheck }> {
  const { config } = ctx;
  const owner = adminOwner(config, email);
  const admin = owner && { role: 'admin' as const, subject: config.admin.email };
  const outcome = await throttledSignIn(ctx, { role: 'admin', email, client }, owner, {
    password: () => adminPasswordRight(config, email, password),
    secondFactor: () => checkSecondFactor(ctx.db, config.jwtSecret, admin, code),
    codeTyped: code !== undefined,
  });
  if (!outcome.passwordRight) throw unauthorized(MESSAGES.invalidCredentials);
  return { subject: config.admin.email, secondFactor: outcome.secondFactor };
}
