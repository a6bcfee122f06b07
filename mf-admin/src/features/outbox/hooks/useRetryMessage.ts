import { useCallAction } from '@clinic/shared/data';

/**
 * Puts a failed message back in the queue; the server's message is the toast. The page reloads whatever
 * the answer (a refusal means what is on screen is stale: it was retried or sent meanwhile); `onRetried`
 * hears the ones that went through.
 */
export function useRetryMessage(reload: () => void, onRetried: (messageId: string) => void) {
  const action = useCallAction('adminRetryMessage');
  return {
    busy: action.pending,
    retry: async (messageId: string) => {
      const result = await action.run({ messageId });
      reload();
      if (result?.success) onRetried(messageId);
    },
  };
}
