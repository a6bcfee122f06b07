import { z } from 'zod';
import { idSchema, singleLineText } from './primitives';

/**
 * Messages to patients, doctors and the clinic (decision 46): every one is kept, whichever
 * channel carried it, and shown to the admin on the Sent messages page (`/outbox`).
 */
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** queued: waiting (or between tries); sent; failed: gave up after its tries (the admin may retry); skipped: not sent, and why. */
export const MESSAGE_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_KINDS = [
  'booking-confirmed',
  'payment-received',
  'cancelled',
  'changed',
  'reminder',
  'doctor-booked',
  'doctor-cancelled',
  'doctor-agenda',
  'contact-message',
  // Decision 47: about the account itself, never an appointment.
  'password-reset',
  'password-changed',
  'sign-in-failures',
  'account-deleted',
  // Decision 34: the link that proves the account's e-mail.
  'email-proof',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Languages a patient may choose for their messages (decision 32): the site's own, `LANGUAGES` of `@clinic/shared/i18n`. */
export const MESSAGE_LANGUAGES = ['en', 'hi', 'kn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The Sent messages page, one page at a time, newest first, optionally one state (numbers as number or text). */
export const outboxQuerySchema = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(50).default(20),
  state: z.enum(MESSAGE_STATES, { message: 'Unknown message state' }).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  _id: idSchema,
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  /** An e-mail address or a phone number (E.164). */
  recipient: z.string(),
  subject: z.string(),
  /** The plain text as sent (WhatsApp: the message's text). */
  body: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number(),
  /** Why it failed or was skipped; '' otherwise. */
  error: z.string(),
  /** ISO 8601: when it was queued, when it is (or was) due, when it went. */
  createdAt: z.string(),
  runAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const retryMessageRequestSchema = z.object({ messageId: idSchema });
export type RetryMessageRequest = z.infer<typeof retryMessageRequestSchema>;

/** The signed token of an unsubscribe link (no login): it stops reminders only. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ message: 'The unsubscribe link is incomplete' })
    .min(1, { message: 'The unsubscribe link is incomplete' })
    .max(1000, { message: 'The unsubscribe link is not valid' }),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** A staff cancellation, with the reason the patient is told (optional). */
export const staffCancelRequestSchema = z.object({
  appointmentId: idSchema,
  reason: singleLineText('Reason').max(300, { message: 'Reason is too long' }).optional(),
});
export type StaffCancelRequest = z.infer<typeof staffCancelRequestSchema>;

/** A multipart form's check box: `true`/`false` as text, or a JSON boolean. */
export const booleanFromForm = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
  message: 'Expected true or false',
});

/** What a patient chooses about messages (on My profile, read back in `userData`). */
export const messagePreferencesSchema = z.object({
  notifyEmail: z.boolean(),
  notifyWhatsapp: z.boolean(),
  /** Reminders before an appointment; confirmations and cancellations are always sent. */
  reminders: z.boolean(),
  language: z.enum(MESSAGE_LANGUAGES),
  /** Shown to staff beside the patient's name. */
  noPhoneCalls: z.boolean(),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/** The same in the profile's multipart update: each optional, unchanged when absent. */
export const messagePreferenceFieldsSchema = z.object({
  notifyEmail: booleanFromForm.optional(),
  notifyWhatsapp: booleanFromForm.optional(),
  reminders: booleanFromForm.optional(),
  language: z.enum(MESSAGE_LANGUAGES, { message: 'Unknown language' }).optional(),
  noPhoneCalls: booleanFromForm.optional(),
});
