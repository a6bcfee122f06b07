import { useCallback, useEffect, useState } from 'react';
import { readPublic } from '@clinic/shared/api-client';
import type { ServiceId, SlotsDay } from '@clinic/shared/contract';

export interface FreeTimes {
  /** The api's days, today first, or null before the first answer. */
  days: SlotsDay[] | null;
  /** The last answered read failed (the days held, if any, are older). */
  failed: boolean;
  /** A read is under way (the days held stay on screen meanwhile). */
  reading: boolean;
  reload: () => void;
}

/**
 * A doctor's free times as the public slots call offers them: exactly the times the api accepts for a move
 * (decision 48), since it applies one rule to both. Read while `docId` is given, so each opening of the
 * dialog reads afresh; a read nobody waits for any more is dropped. With `serviceId`, the times where a visit
 * of that service's length fits (decision 57), as the move of such an appointment is checked.
 */
export function useFreeTimes(docId: string | null, serviceId?: ServiceId): FreeTimes {
  const [state, setState] = useState<Omit<FreeTimes, 'reload'>>({ days: null, failed: false, reading: false });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!docId) {
      setState({ days: null, failed: false, reading: false });
      return;
    }
    let live = true;
    // `failed` stays until the answer: the failure and its Retry stay on screen (and focused) meanwhile.
    setState((s) => ({ ...s, reading: true }));
    const failed = () => live && setState((s) => ({ ...s, failed: true, reading: false }));
    (serviceId ? readPublic('serviceSlots', { docId, serviceId }) : readPublic('doctorSlots', { docId })).then((result) => {
      if (!live) return;
      if (result.success) setState({ days: result.days, failed: false, reading: false });
      else failed();
    }, failed);
    return () => {
      live = false;
    };
  }, [docId, serviceId, version]);

  return { ...state, reload };
}
