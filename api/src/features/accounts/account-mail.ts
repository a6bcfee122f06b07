import type { MessageKind } from '@clinic/shared/contract';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { LINK_HIDDEN, sealLink, type RenderedMessage } from '../messages';

export type AccountMailKind = Extract<
  MessageKind,
  'password-reset' | 'password-changed' | 'sign-in-failures' | 'account-deleted' | 'email-proof'
>;

/** Why e-mail cannot go (the e-mail channel's own words, emailChannel): such mail is kept, marked skipped. */
export const emailOff = (config: ApiConfig) => (config.messages.smtpUrl ? undefined : 'E-mail is off: SMTP_URL is not set');

export interface AccountMail {
  kind: AccountMailKind;
  /** The address, or undefined where none is configured (the clinic inbox): kept as skipped with `missing`. */
  to: string | undefined;
  /** Unique per mail: with the kind, the message's idempotency key (a second queue of the same is a no-op). */
  key: string;
  rendered: RenderedMessage;
  /** Whose mail it is, so an account's deletion can find and delete it. */
  userId?: string;
  docId?: string;
  /** A secret link (a reset link): sealed in the row; the rendered text carries `LINK_HIDDEN` where it goes. */
  secretLink?: string;
  /** Why `to` may be missing (e.g. 'CLINIC_INBOX is not set'). */
  missing?: string;
}

/**
 * Queues an e-mail about an account straight into `messages` (no event: nothing to plan), sent by the
 * messages worker like any other. Give it the transaction of the change it tells about.
 */
export async function queueAccountMail(db: Db, config: ApiConfig, mail: AccountMail): Promise<void> {
  const skipped = mail.to ? emailOff(config) : (mail.missing ?? 'No address to send to');
  await db
    .insert(messages)
    .values({
      idempotencyKey: `${mail.kind}:${mail.key}`,
      kind: mail.kind,
      channel: 'email',
      recipient: mail.to ?? '',
      userId: mail.userId ?? null,
      docId: mail.docId ?? null,
      subject: mail.rendered.subject,
      body: mail.rendered.text,
      html: mail.rendered.html,
      payload: mail.secretLink ? { sealedLink: sealLink(config.jwtSecret, mail.secretLink) } : {},
      ...(skipped ? { state: 'skipped' as const, error: skipped } : {}),
    })
    .onConflictDoNothing({ target: messages.idempotencyKey });
}

/** A mail to the clinic's inbox (CLINIC_INBOX), e.g. helper 4's 'account-deleted'. */
export const queueClinicMail = (db: Db, config: ApiConfig, mail: Pick<AccountMail, 'kind' | 'key' | 'rendered'>) =>
  queueAccountMail(db, config, { ...mail, to: config.messages.clinicInbox, missing: 'CLINIC_INBOX is not set' });

/** Where a person asks for a reset link (`/forgot-password`, `?role=doctor` for doctors); the admin's password is configured, so their sign-in page. */
export const forgotPasswordUrl = (config: ApiConfig, role: 'patient' | 'doctor' | 'admin') =>
  `${config.publicUrl}${role === 'patient' ? '/forgot-password' : role === 'doctor' ? '/forgot-password?role=doctor' : '/admin-login'}`;

export { LINK_HIDDEN };
