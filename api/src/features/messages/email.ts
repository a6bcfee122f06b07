import nodemailer from 'nodemailer';
import type { MessageSettings } from '../../config';
import { offChannel, type Channel, type OutgoingMessage } from './channels';

/**
 * The SMTP Message-ID of a message, made from its idempotency key: a resend after a crash between the
 * server's acceptance and our `sent` mark carries the same id, so it is recognisable (and mail systems that
 * drop duplicates by Message-ID drop it). Colons are not allowed in its left part, dots are.
 */
export function messageIdOf(idempotencyKey: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'clinic';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '.')}@${domain}>`;
}

/** E-mail through the SMTP server of SMTP_URL (pooled connections); off without it. */
export function emailChannel(settings: MessageSettings): Channel {
  if (!settings.smtpUrl) return offChannel('email', 'E-mail is off: SMTP_URL is not set');
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 4,
    // A server that stops answering must not hold a message past its lease (MESSAGE_LEASE_MS).
    connectionTimeout: Math.min(10_000, settings.leaseMs / 4),
    greetingTimeout: Math.min(10_000, settings.leaseMs / 4),
    socketTimeout: Math.min(30_000, settings.leaseMs / 2),
  });
  return {
    name: 'email',
    async send(message: OutgoingMessage) {
      await transport.sendMail({
        from: settings.mailFrom,
        to: message.recipient,
        subject: message.subject,
        replyTo: message.replyTo,
        text: message.text,
        html: message.html || undefined,
        messageId: messageIdOf(message.idempotencyKey, settings.mailFrom),
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Stop reminders' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: async () => transport.close(),
  };
}
