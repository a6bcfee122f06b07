import { useState } from 'react';
import type { CallResult } from '@clinic/shared/api-client';
import type { CallName, CallRequest } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';

/** The calls that refuse with a 409 and `affected` when they would leave active appointments outside the hours. */
export type AffectingCall = 'adminSetClinicHours' | 'adminAddClosure' | 'adminDoctorHours' | 'adminAddLeave';

/** The number of appointments a refusal names (decision 42's shape), if it is one. */
export const affectedBy = (result: CallResult<CallName> | null): number | undefined =>
  result && !result.success && 'affected' in result && typeof result.affected === 'number' ? result.affected : undefined;

/**
 * A change to the calendar that may fall on booked appointments (decision 44): sent as it is first; refused
 * with `affected`, it waits in `affected` for the admin's word. `cancelThem` sends it again with
 * `cancelAffected: true` (the api cancels those appointments), `back` drops it. If more bookings slipped
 * in meanwhile, the second refusal opens the question again with the new number. `onDone` hears the
 * answers that went through.
 */
export function useAffectedAction<N extends AffectingCall>(name: N, onDone: (result: CallResult<N>) => void) {
  const action = useCallAction(name);
  const [waiting, setWaiting] = useState<{ payload: CallRequest<N>; count: number } | null>(null);

  const send = async (payload: CallRequest<N>): Promise<CallResult<N> | null> => {
    const result = await (action.run as (p: CallRequest<N>) => Promise<CallResult<N> | null>)(payload);
    const count = affectedBy(result as CallResult<CallName> | null);
    if (count !== undefined) setWaiting({ payload, count });
    else if (result?.success) onDone(result);
    return result;
  };

  return {
    pending: action.pending,
    /** How many appointments the waiting change falls on; null when nothing waits. */
    affected: waiting?.count ?? null,
    send,
    cancelThem: () => {
      if (!waiting) return;
      setWaiting(null);
      void send({ ...waiting.payload, cancelAffected: true });
    },
    back: () => setWaiting(null),
  };
}
