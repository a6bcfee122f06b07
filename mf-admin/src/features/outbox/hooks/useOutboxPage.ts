import type { OutboxMessage } from '@clinic/shared/contract';
import { useCallQuery } from '@clinic/shared/data';
import { outboxQuery, type StateFilter } from '../outbox';

export interface OutboxPage {
  messages: OutboxMessage[];
  total: number;
}

/** One page of the Sent messages, newest first, all states or one; `reload` after a retry. */
export function useOutboxPage(page: number, state: StateFilter) {
  return useCallQuery('adminOutbox', outboxQuery(page, state), {
    select: (answer): OutboxPage => ({ messages: answer.messages, total: answer.total }),
  });
}
