import { useState } from 'react';
import type { Leave } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';

/** Remove, after a confirmation: `chosen` is the leave the question is about; `onRemoved` reloads the list. */
export function useRemoveLeave(onRemoved: () => void) {
  const [chosen, setChosen] = useState<Leave | null>(null);
  const remove = useCallAction('doctorDeleteLeave', { onDone: (result) => result?.success && onRemoved() });
  return {
    chosen,
    pending: remove.pending,
    ask: (leave: Leave) => setChosen(leave),
    back: () => setChosen(null),
    confirm: () => {
      if (!chosen) return;
      setChosen(null);
      void remove.run({ leaveId: chosen._id });
    },
  };
}
