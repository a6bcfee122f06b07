import {
  MESSAGE_STATES,
  type MessageChannel,
  type MessageKind,
  type MessageState,
  type OutboxMessage,
  type OutboxQuery,
} from '@clinic/shared/contract';
import { camelCase, translate } from '../../i18n';

export const OUTBOX_PAGE_SIZE = 20;

/** The state filter as the address keeps it (`?state=failed`); '' is every state. */
export type StateFilter = MessageState | '';

export const STATE_FILTERS: readonly StateFilter[] = ['', 'queued', 'sent', 'failed', 'skipped'];

/** A state in words, or `All` for the filter that shows every state. */
export const stateLabel = (state: StateFilter) => translate(`Outbox.state.${state || 'all'}`);

/** `?state=` → the filter; anything unreadable is every state, as a hand-edited address deserves. */
export function readStateParam(value: string | null): StateFilter {
  return (MESSAGE_STATES as readonly string[]).includes(value ?? '') ? (value as MessageState) : '';
}

/** The query of one page: `page` and `limit` always, `state` only when one is chosen. */
export function outboxQuery(page: number, state: StateFilter): OutboxQuery {
  return { page: Math.max(1, Math.floor(page)), limit: OUTBOX_PAGE_SIZE, ...(state ? { state } : {}) };
}

export const channelLabel = (channel: MessageChannel) => translate(`Outbox.channel.${channel}`);

/** What a message was about, when it has no subject of its own. */
export const kindLabel = (kind: MessageKind) => translate(`Outbox.kind.${camelCase(kind)}`);

/** What the empty list says, for the filter it was read with. */
export const emptyTitle = (state: StateFilter) => translate('Outbox.empty', { state });

/**
 * The moment that matters besides when it was queued: when it went, or, while it waits for later (a
 * reminder, a retry after a failure), when it is due. Null when it is due at once.
 */
export function laterMoment(
  message: Pick<OutboxMessage, 'state' | 'createdAt' | 'runAt' | 'sentAt'>,
): { label: string; at: string } | null {
  if (message.state === 'sent' && message.sentAt) return { label: translate('Outbox.state.sent'), at: message.sentAt };
  if (message.state === 'queued' && Date.parse(message.runAt) - Date.parse(message.createdAt) > 60_000)
    return { label: translate('Outbox.due'), at: message.runAt };
  return null;
}

/** Moved to @clinic/shared/format (the Audit log page shows moments the same way); kept here for this feature's callers. */
export { formatMoment } from '@clinic/shared/format';
