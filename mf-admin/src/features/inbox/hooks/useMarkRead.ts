import { useCallAction } from '@clinic/shared/data';

/**
 * Marks a message read; the server's message is the toast. The page reloads whatever the answer (a
 * refusal usually means what is on screen is stale); `onRead` hears the ones that went through.
 */
export function useMarkRead(reload: () => void, onRead: (messageId: string) => void) {
  const action = useCallAction('adminInboxRead');
  return {
    busy: action.pending,
    markRead: async (messageId: string) => {
      const result = await action.run({ messageId });
      reload();
      if (result?.success) onRead(messageId);
    },
  };
}
