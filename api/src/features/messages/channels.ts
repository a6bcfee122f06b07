import type { MessageChannel } from '@clinic/shared/contract';
import type { MessageAttachment } from '../../db/schema';

/** A message as a channel sends it, read back from its row. */
export interface OutgoingMessage {
  idempotencyKey: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: MessageAttachment[];
  /**
   * WhatsApp's template and parameters, kept when the message was queued, in the patient's language; for
   * Hindi or Kannada, the English template too, sent instead while theirs is not approved (decision 32).
   */
  whatsapp?: { template: string; params: string[]; language: string; fallback?: { template: string; params: string[]; language: string } };
  /** Reminders: the one-click unsubscribe URL (RFC 8058). */
  unsubscribeUrl?: string;
  /** A contact message: the sender, so the clinic's reply reaches them. */
  replyTo?: string;
}

/** One way a message travels. `off` says why it cannot (no keys); such messages are kept as skipped. */
export interface Channel {
  name: MessageChannel;
  off?: string;
  /** Resolves once the provider accepted the message; throws with a sentence for the outbox otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

export function offChannel(name: MessageChannel, off: string): Channel {
  return {
    name,
    off,
    send: () => Promise.reject(new Error(off)),
    close: async () => {},
  };
}
