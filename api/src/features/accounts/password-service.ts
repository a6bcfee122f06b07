import type { ChangePasswordRequest } from '@clinic/shared/contract';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { badRequest, unauthorized } from '../../http/errors';
import { msg } from '../../i18n';
import { checkPassword, hashPassword } from '../../http/passwords';
import { recordAudit } from '../audit';
import { accountById, setPasswordHash } from './account-rows';
import { assertGoodPassword } from './password-policy';
import { tellPasswordChanged } from './reset-service';
import { endAllSessions, type SessionRole } from './sessions';
import type { AccountsContext } from './sign-in-guard';

export const CURRENT_PASSWORD_WRONG = msg('Your current password is not right');
export const PASSWORD_CHANGED = msg('Your password has been changed. You have been signed out on your other devices.');
export const SIGNED_OUT_EVERYWHERE = msg('Signed out on every device');

/**
 * A signed-in patient or doctor changes their password: the current one must be right (a 400, not a
 * 401: the session itself is fine), the new one worth having. Every session ends, this device's included;
 * the caller answers a fresh token so this device carries on.
 */
export async function changePassword(ctx: AccountsContext, role: SessionRole, id: string, request: ChangePasswordRequest, ip: string) {
  const account = await accountById(ctx.db, role, id);
  if (!account || account.closed) throw unauthorized(SIGN_IN_AGAIN);
  if (!(await checkPassword(account.passwordHash, request.currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG);
  await assertGoodPassword(request.newPassword, account);
  const passwordHash = await hashPassword(request.newPassword);
  const at = new Date();
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as typeof ctx.db;
    await setPasswordHash(tx, role, id, passwordHash);
    await endAllSessions(tx, role, id);
    await recordAudit(tx, { actorRole: role, actorId: id, action: 'password-changed', targetType: 'account', targetId: id, ip });
    await tellPasswordChanged({ ...ctx, db: tx }, role, account, at);
  });
}

/** "Sign out everywhere": every token of the account, this one too, answers 401 from its next request. */
export async function signOutEverywhere(ctx: AccountsContext, role: SessionRole, id: string, ip: string): Promise<string> {
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as typeof ctx.db;
    await endAllSessions(tx, role, id);
    await recordAudit(tx, { actorRole: role, actorId: id, action: 'sign-out-everywhere', targetType: 'account', targetId: id, ip });
  });
  return SIGNED_OUT_EVERYWHERE;
}
