import { z } from 'zod';
import { optionalPhoneSchema } from './phone';
import { emailSchema, idSchema, multiLineText, singleLineText } from './primitives';

export const CONTACT_REPLY_MESSAGE = 'Please give an e-mail address or a phone number so we can reply';

/** An e-mail address that may be left empty; when given, the one e-mail rule of the contract. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, { message: 'Email is too long' })
  .transform((text, ctx) => {
    if (text === '') return '';
    const email = emailSchema.safeParse(text);
    if (!email.success) ctx.addIssue({ code: 'custom', message: email.error.issues[0]?.message ?? 'Please enter a valid email' });
    return email.success ? email.data : text;
  });

/**
 * What the contact form sends (decision 40). Name and message are required, and a way to reply: an
 * e-mail address, a phone number (stored normalised, decision 40), or both. `website` is the honeypot: a
 * field people never see, so only a robot fills it in.
 */
export const contactRequestSchema = z
  .object({
    name: singleLineText('Name').min(1, { message: 'Name is required' }).max(120, { message: 'Name is too long' }),
    email: optionalEmailSchema.default(''),
    phone: optionalPhoneSchema.default(''),
    subject: singleLineText('Subject').max(200, { message: 'Subject is too long' }).default(''),
    message: multiLineText('Message').min(1, { message: 'Message is required' }).max(4000, { message: 'Message is too long' }),
    newsletter: z.boolean().default(false),
    website: z.string().max(500).optional(),
  })
  .superRefine((fields, ctx) => {
    if (!fields.email && !fields.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_REPLY_MESSAGE });
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** The admin's Inbox, one page at a time, newest first (numbers as number or text). */
export const inboxQuerySchema = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(50).default(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One message of the Inbox; `email` and `phone` are '' when not given, `readAt` null while unread. */
export const contactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  newsletter: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const inboxReadRequestSchema = z.object({ messageId: idSchema });
export type InboxReadRequest = z.infer<typeof inboxReadRequestSchema>;
