import { formatPhone, type ContactMessage, type InboxQuery } from '@clinic/shared/contract';
import { CLINIC, isPhoneOrTablet } from '@clinic/shared/clinic';

export const INBOX_PAGE_SIZE = 20;

/** The query of one page of the Inbox; `page` and `limit` are always sent. */
export const inboxQuery = (page: number): InboxQuery => ({ page: Math.max(1, Math.floor(page)), limit: INBOX_PAGE_SIZE });

/** `12 May 2026` and `10:32 am`, at the clinic when its zone is known, else in the reader's own. */
export function formatReceived(iso: string, timeZone?: string | null): { date: string; time: string } {
  const zone = timeZone ? { timeZone } : {};
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', ...zone }).format(at),
    time: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', ...zone }).format(at),
  };
}

/** The first words of a message, on one line, for the list. */
export function preview(message: string, length = 90): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}

export interface ReplyLink {
  label: string;
  href: string;
}

/**
 * Ways to answer a message with what the visitor gave: e-mail (the subject kept), a call, and a chat in
 * the messaging app (its mobile link form on a phone or tablet, its web form on a desktop, as the site's
 * own chat link). Phones are stored normalised (`+91…`), so the links take the digits as they are.
 */
export function replyLinks(message: Pick<ContactMessage, 'email' | 'phone' | 'subject'>, userAgent = '', touchPoints = 0): ReplyLink[] {
  const links: ReplyLink[] = [];
  if (message.email) {
    const subject = `Re: ${message.subject || `Your message to ${CLINIC.shortName}`}`;
    links.push({ label: `Reply by e-mail to ${message.email}`, href: `mailto:${message.email}?subject=${encodeURIComponent(subject)}` });
  }
  if (message.phone) {
    const digits = message.phone.replace(/[^\d]/g, '');
    links.push({ label: `Call ${formatPhone(message.phone)}`, href: `tel:${message.phone.replace(/[^+\d]/g, '')}` });
    links.push({
      label: `Chat on WhatsApp with ${formatPhone(message.phone)}`,
      href: isPhoneOrTablet(userAgent, touchPoints) ? `whatsapp://send?phone=${digits}` : `https://web.whatsapp.com/send?phone=${digits}`,
    });
  }
  return links;
}

/** `1 unread message`, `3 unread messages`. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
