import {
  MESSAGE_STATES,
  type MessageChannel,
  type MessageKind,
  type MessageState,
  type OutboxMessage,
  type OutboxQuery,
} from '@clinic/shared/contract';

export const OUTBOX_PAGE_SIZE = 20;

/** The state filter as the address keeps it (`?state=failed`); '' is every state. */
export type StateFilter = MessageState | '';

export const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped', label: 'Skipped' },
];

/** `?state=` → the filter; anything unreadable is every state, as a hand-edited address deserves. */
export function readStateParam(value: string | null): StateFilter {
  return (MESSAGE_STATES as readonly string[]).includes(value ?? '') ? (value as MessageState) : '';
}

/** The query of one page: `page` and `limit` always, `state` only when one is chosen. */
export function outboxQuery(page: number, state: StateFilter): OutboxQuery {
  return { page: Math.max(1, Math.floor(page)), limit: OUTBOX_PAGE_SIZE, ...(state ? { state } : {}) };
}

export const STATE_LABEL: Record<MessageState, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' };
export const CHANNEL_LABEL: Record<MessageChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp' };

export const KIND_LABEL: Record<MessageKind, string> = {
  'booking-confirmed': 'Booking confirmed',
  'payment-received': 'Payment received',
  cancelled: 'Cancelled',
  changed: 'Changed',
  reminder: 'Reminder',
  'doctor-booked': 'New booking (doctor)',
  'doctor-cancelled': 'Cancellation (doctor)',
  'doctor-agenda': 'Next day’s agenda (doctor)',
  'contact-message': 'Contact form (clinic)',
  'password-reset': 'Password reset link',
  'password-changed': 'Password changed',
  'sign-in-failures': 'Failed sign-ins warning',
  'account-deleted': 'Account deleted (clinic)',
};

/** What the empty list says, for the filter it was read with. */
export const emptyTitle = (state: StateFilter) => (state ? `No ${STATE_LABEL[state].toLowerCase()} messages` : 'No messages yet');

/**
 * The moment that matters besides when it was queued: when it went, or, while it waits for later (a
 * reminder, a retry after a failure), when it is due. Null when it is due at once.
 */
export function laterMoment(
  message: Pick<OutboxMessage, 'state' | 'createdAt' | 'runAt' | 'sentAt'>,
): { label: string; at: string } | null {
  if (message.state === 'sent' && message.sentAt) return { label: 'Sent', at: message.sentAt };
  if (message.state === 'queued' && Date.parse(message.runAt) - Date.parse(message.createdAt) > 60_000)
    return { label: 'Due', at: message.runAt };
  return null;
}

/** Moved to @clinic/shared/format (the Audit log page shows moments the same way); kept here for this feature's callers. */
export { formatMoment } from '@clinic/shared/format';
