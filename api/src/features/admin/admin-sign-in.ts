import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES, type StaffLoginRequest } from '@clinic/shared/contract';
import { unauthorized } from '../../http/errors';
import { throttledSignIn, type AccountsContext } from '../accounts/sign-in-guard';

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * The admin is configured, not stored (decision 16): right credentials return the admin's e-mail (the
 * token's subject); wrong ones are `Invalid credentials`. Both comparisons always run, so a right e-mail
 * with a wrong password takes as long as neither. Tries with the admin's e-mail are slowed down after
 * failures like any account's (accounts/sign-in-guard), the warning going to the admin's e-mail.
 */
export async function checkAdminCredentials(
  ctx: AccountsContext,
  { email, password }: Pick<StaffLoginRequest, 'email' | 'password'>,
): Promise<string> {
  const { config } = ctx;
  const emailMatches = same(email, config.admin.email);
  const passwordMatches = () => same(password, config.admin.password);
  if (!emailMatches) {
    passwordMatches();
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  const owner = { role: 'admin' as const, id: config.admin.email, email: config.admin.email, name: 'Administrator' };
  if (!(await throttledSignIn(ctx, owner, passwordMatches))) throw unauthorized(MESSAGES.invalidCredentials);
  return config.admin.email;
}
