import { useCallback, useEffect, useRef, useState } from 'react';
import { readPublic } from '@clinic/shared/api-client';
import type { ServiceId, SlotsDay } from '@clinic/shared/contract';

/** An answer older than this is read again when the patient comes back to the page. */
export const SLOTS_STALE_MS = 60_000;

export interface DoctorSlots {
  /** The api's days, today first, or null before the first answer. */
  days: SlotsDay[] | null;
  /** The last read failed (the days held, if any, are older). */
  failed: boolean;
  /** Reads the days again (after a refused booking or move, or on Retry). */
  reload: () => void;
}

/**
 * A doctor's bookable days exactly as `GET /api/doctor/slots/:docId` answers them (decision 45): the api
 * applies the clinic's hours, closures, the doctor's week and leave, the bookings and the clock, so the
 * picker offers only what booking will accept. Read with readPublic (no token); a read the page no longer wants (superseded, left) is dropped. The days held stay on
 * screen while a newer read is under way. When the page is shown again (the tab regains focus or
 * becomes visible) and the days are more than a minute old, they are read again. `enabled` false (a
 * doctor who takes no bookings): nothing is asked. With `serviceId` the times are those where a visit of that
 * service's length fits (`GET /api/doctor/slots/:docId/:serviceId`, decision 57); the days of another
 * visit are not shown meanwhile, since a consultation's time may not hold a longer visit.
 */
export function useDoctorSlots(docId: string, enabled = true, serviceId?: ServiceId | null): DoctorSlots {
  const [state, setState] = useState<{ days: SlotsDay[] | null; failed: boolean; of?: string }>({ days: null, failed: false });
  const of = serviceId ?? '';
  const [version, setVersion] = useState(0);
  // When the days on screen were asked for; 0 while none have arrived.
  const askedAt = useRef(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    // A doctor who takes no bookings has no picker to fill.
    if (!enabled) return;
    let live = true;
    const at = Date.now();
    setState((s) => (s.failed ? { ...s, failed: false } : s));
    (serviceId ? readPublic('serviceSlots', { docId, serviceId }) : readPublic('doctorSlots', { docId })).then(
      (result) => {
        if (!live) return;
        if (result.success) {
          askedAt.current = at;
          setState({ days: result.days, failed: false, of: serviceId ?? '' });
        } else setState((s) => ({ ...s, failed: true }));
      },
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [docId, enabled, serviceId, version]);

  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState !== 'visible' || !askedAt.current || Date.now() - askedAt.current <= SLOTS_STALE_MS) return;
      // Focus and visibility often come together: the second finds the days just asked for.
      askedAt.current = Date.now();
      reload();
    };
    window.addEventListener('focus', onShown);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      window.removeEventListener('focus', onShown);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [reload]);

  return { days: state.of === of ? state.days : null, failed: state.failed, reload };
}
