import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES, type StaffLoginRequest } from '@clinic/shared/contract';
import { unauthorized } from '../../http/errors';
import { throttledSignIn, type AccountsContext, type SecondFactorCheck } from '../accounts/sign-in-guard';
import { checkSecondFactor } from '../two-factor/second-factor';

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * The admin is configured, not stored (decision 16): right credentials return the admin's e-mail (the
 * token's subject) and where the second step stands; wrong ones are `Invalid credentials`. Both comparisons
 * always run, so a right e-mail with a wrong password takes as long as neither. Tries are slowed down after
 * failures like any account's, whatever e-mail was typed (accounts/sign-in-guard), the warning going to the
 * admin's e-mail.
 */
export async function checkAdminCredentials(
  ctx: AccountsContext,
  { email, password, code }: StaffLoginRequest,
  client: string,
): Promise<{ subject: string; secondFactor: SecondFactorCheck }> {
  const { config } = ctx;
  const emailMatches = same(email, config.admin.email);
  const admin = { role: 'admin' as const, subject: config.admin.email };
  const owner = emailMatches
    ? { role: 'admin' as const, id: config.admin.email, email: config.admin.email, name: 'Administrator' }
    : undefined;
  const outcome = await throttledSignIn(ctx, { role: 'admin', email, client }, owner, {
    password: () => same(password, config.admin.password) && emailMatches,
    secondFactor: () => checkSecondFactor(ctx.db, config.jwtSecret, emailMatches ? admin : undefined, code),
    codeTyped: code !== undefined,
  });
  if (!outcome.passwordRight) throw unauthorized(MESSAGES.invalidCredentials);
  return { subject: config.admin.email, secondFactor: outcome.secondFactor };
}
