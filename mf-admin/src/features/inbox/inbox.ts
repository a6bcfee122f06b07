import { formatPhone, type ContactMessage, type InboxQuery } from '@clinic/shared/contract';
import { CLINIC, isPhoneOrTablet } from '@clinic/shared/clinic';
import { formatMoment } from '@clinic/shared/format';
import { translate } from '../../i18n';

export const INBOX_PAGE_SIZE = 20;

/** The query of one page of the Inbox; `page` and `limit` are always sent. */
export const inboxQuery = (page: number): InboxQuery => ({ page: Math.max(1, Math.floor(page)), limit: INBOX_PAGE_SIZE });

/** `12 May 2026` and `10:32 am`, at the clinic when its zone is known, else in the reader's own (the shared moment, in the reader's language). */
export const formatReceived = (iso: string, timeZone?: string | null): { date: string; time: string } => formatMoment(iso, timeZone);

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
    // The subject goes to the visitor, who wrote in whatever language they chose: it stays as mail clients write it.
    const subject = `Re: ${message.subject || `Your message to ${CLINIC.shortName}`}`;
    links.push({
      label: translate('Inbox.replyByEmail', { email: message.email }),
      href: `mailto:${message.email}?subject=${encodeURIComponent(subject)}`,
    });
  }
  if (message.phone) {
    const digits = message.phone.replace(/[^\d]/g, '');
    links.push({
      label: translate('Inbox.call', { phone: formatPhone(message.phone) }),
      href: `tel:${message.phone.replace(/[^+\d]/g, '')}`,
    });
    links.push({
      label: translate('Inbox.whatsApp', { phone: formatPhone(message.phone) }),
      href: isPhoneOrTablet(userAgent, touchPoints) ? `whatsapp://send?phone=${digits}` : `https://web.whatsapp.com/send?phone=${digits}`,
    });
  }
  return links;
}
