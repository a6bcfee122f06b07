import type { ContactMessage } from '@clinic/shared/contract';
import { useCallQuery } from '@clinic/shared/data';
import { inboxQuery } from '../inbox';

export interface InboxPage {
  messages: ContactMessage[];
  total: number;
  unread: number;
}

/** One page of the Inbox, newest first, with the counts; `reload` after marking a message read. */
export function useInboxPage(page: number) {
  return useCallQuery('adminInbox', inboxQuery(page), {
    select: (answer): InboxPage => ({ messages: answer.messages, total: answer.total, unread: answer.unread }),
  });
}
