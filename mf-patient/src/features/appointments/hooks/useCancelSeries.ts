import { useState } from 'react';
import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';

/**
 * "Cancel the rest of the series" (decision 50): every session not yet started, as one call; the answer
 * (toasted) says how many went and which stay inside the clinic's cut-off. It first asks in `confirmDialog`.
 */
export function useCancelSeries(seriesId: string, reload: () => void) {
  const { run, pending } = useCallAction('userCancelSeries', {
    onDone: (result) => {
      if (!result) return;
      // Freed slots must show up in every picker at once.
      if (result.success) void useDoctorsStore.getState().load();
      reload();
    },
  });
  const [asking, setAsking] = useState(false);
  return {
    pending,
    cancelRest: () => setAsking(true),
    confirmDialog: {
      open: asking,
      onClose: () => setAsking(false),
      onConfirm: () => {
        setAsking(false);
        void run({ seriesId });
      },
    },
  };
}
