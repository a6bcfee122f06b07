import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RESET_LINK_MINUTES } from '@clinic/shared/contract';
import { badRequest, notFound } from '../../http/errors';
import { msg, type Text } from '../../i18n';
import { hashPassword } from '../../http/passwords';
import { recordAudit } from '../audit';
import { passwordChangedLetter, passwordResetLetter } from '../messages';
import { forgotPasswordUrl, LINK_HIDDEN, queueAccountMail } from './account-mail';
import { accountByEmail, accountById, setPasswordHash, type AccountRow } from './account-rows';
import { assertGoodPassword } from './password-policy';
import { createResetLink, linksInTheLastHour, peekResetLink, RESET_LINK_SPENT, RESET_LINKS_AN_HOUR, spendResetLink } from './reset-links';
import { endAllSessions, type SessionRole } from './sessions';
import { clearSignInFailures } from './sign-in-throttle';
import type { AccountsContext } from './sign-in-guard';
import { lockNamed } from '../../db/named-lock';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

const resetLinkSent = msg(
  'If an account exists for that e-mail, we have sent a link to reset the password. It works for {minutes} minutes.',
  { minutes: RESET_LINK_MINUTES },
);
/** The answer to "forgot password", whoever asks, in English. */
export const RESET_LINK_SENT = String(resetLinkSent);
export const PASSWORD_RESET_DONE = msg('Your password has been changed. Please sign in with your new password.');

const owned = (role: SessionRole, id: string) => (role === 'patient' ? { userId: id } : { docId: id });

/**
 * Writes a link and queues its e-mail, in one transaction: the mail holds the link sealed, the outbox shows
 * LINK_HIDDEN. With `cap`, no link is written when the account already had that many in the last hour: the
 * count is taken under a lock of the account's own, so concurrent requests are counted one after another.
 */
async function sendResetLink(
  ctx: AccountsContext,
  role: SessionRole,
  account: AccountRow,
  audit: Parameters<typeof recordAudit>[1],
  cap?: number,
) {
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as typeof ctx.db;
    if (cap !== undefined) {
      await lockNamed(tx, `password-reset:${role}:${account.id}`);
      if ((await linksInTheLastHour(tx, role, account.id)) >= cap) return;
    }
    const link = await createResetLink(tx, ctx.config, role, account.id);
    await queueAccountMail(tx, ctx.config, {
      kind: 'password-reset',
      to: account.email,
      key: `${role}:${account.id}:${randomUUID()}`,
      rendered: passwordResetLetter({ name: account.name, link: LINK_HIDDEN, language: account.language }),
      secretLink: link,
      ...owned(role, account.id),
    });
    await recordAudit(tx, audit);
  });
}

/**
 * "Forgot password": the same answer, in about the same time, whether or not the account exists (nobody
 * learns who has one). The look-up is all the request waits for; a known account's link and e-mail are
 * written after the answer went. A blocked or deleted account gets no link.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  role: SessionRole,
  email: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<Text> {
  const account = await accountByEmail(ctx.db, role, email);
  if (account && !account.closed) {
    const audit = {
      actorRole: role,
      actorId: account.id,
      action: 'password-reset-requested' as const,
      targetType: 'account',
      targetId: account.id,
      ip,
    };
    // A stranger asking again and again (from many addresses, or all at once) must not fill the owner's mailbox.
    void sendResetLink(ctx, role, account, audit, RESET_LINKS_AN_HOUR).catch((error: unknown) =>
      log.error({ err: error }, 'could not send a reset link'),
    );
  }
  return resetLinkSent;
}

/** The admin e-mails a doctor a reset link (the admin never sees it). */
export async function sendDoctorResetLink(ctx: AccountsContext, docId: string, admin: string, ip: string): Promise<Text> {
  const doctor = await accountById(ctx.db, 'doctor', docId);
  if (!doctor || doctor.closed) throw notFound(DOCTOR_NOT_FOUND);
  await sendResetLink(ctx, 'doctor', doctor, {
    actorRole: 'admin',
    actorId: admin,
    action: 'password-reset-sent',
    targetType: 'doctor',
    targetId: doctor.id,
    ip,
  });
  return msg('We have e-mailed {name} a link to choose a new password. It works for {minutes} minutes.', {
    name: doctor.name,
    minutes: RESET_LINK_MINUTES,
  });
}

/** Queues the notice that the password changed (with the way back if it was not them). */
export async function tellPasswordChanged(ctx: AccountsContext, role: SessionRole, account: AccountRow, at: Date) {
  await queueAccountMail(ctx.db, ctx.config, {
    kind: 'password-changed',
    to: account.email,
    key: `${role}:${account.id}:${at.getTime()}`,
    rendered: passwordChangedLetter({ name: account.name, link: forgotPasswordUrl(ctx.config, role), language: account.language }),
    ...owned(role, account.id),
  });
}

/** The open account a reset link is for, while the link works (unused, unexpired, of this role); RESET_LINK_SPENT otherwise. */
export async function accountOfResetLink(ctx: AccountsContext, role: SessionRole, token: string): Promise<AccountRow> {
  const account = await accountById(ctx.db, role, await peekResetLink(ctx.db, role, token));
  if (!account || account.closed) throw badRequest(RESET_LINK_SPENT);
  return account;
}

/**
 * Sets a new password with a reset link: single use (spent in the same transaction that sets the hash),
 * unexpired, of this role. Every session ends, failed sign-ins are forgotten, the owner is told.
 */
export async function resetPassword(ctx: AccountsContext, role: SessionRole, token: string, password: string, ip: string): Promise<string> {
  const account = await accountOfResetLink(ctx, role, token);
  await assertGoodPassword(password, account);
  const passwordHash = await hashPassword(password);
  const at = new Date();
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as typeof ctx.db;
    const id = await spendResetLink(tx, role, token);
    await setPasswordHash(tx, role, id, passwordHash);
    await endAllSessions(tx, role, id);
    await clearSignInFailures(tx, role, account.email);
    await recordAudit(tx, { actorRole: role, actorId: id, action: 'password-reset', targetType: 'account', targetId: id, ip });
    await tellPasswordChanged({ ...ctx, db: tx }, role, account, at);
  });
  return PASSWORD_RESET_DONE;
}
