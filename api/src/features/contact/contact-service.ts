import type { ContactMessage, ContactRequest, InboxQuery } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { insertMessage, listMessages, markMessageRead, type ContactMessageRow } from './contact-repository';

export const MESSAGE_NOT_FOUND = msg('Message not found');
export const CONTACT_TOO_MANY = msg(
  'You have sent several messages in a short time. Please wait 10 minutes and try again, or call or chat with us.',
);

/**
 * Keeps a visitor's message for the Inbox. A filled honeypot (`website`, a field no person sees) is a
 * robot's: nothing is kept, and the caller is answered exactly as a person would be, so it learns nothing.
 * Whether the message was kept.
 */
export async function receiveMessage(db: Db, request: ContactRequest): Promise<boolean> {
  if (request.website?.trim()) return false;
  const { name, email, phone, subject, message, newsletter } = request;
  await insertMessage(db, { name, email, phone, subject, message, newsletter });
  return true;
}

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  newsletter: row.newsletter,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A page of the Inbox, newest first, with the totals its heading and pagination show. */
export async function inboxPage(db: Db, query: InboxQuery): Promise<{ messages: ContactMessage[]; total: number; unread: number }> {
  const { rows, total, unread } = await listMessages(db, query);
  return { messages: rows.map(toMessage), total, unread };
}

/** Marking read twice is the same as once. */
export async function markRead(db: Db, messageId: string): Promise<string> {
  if (!(await markMessageRead(db, messageId))) throw notFound(MESSAGE_NOT_FOUND);
  return msg('Message marked as read');
}
