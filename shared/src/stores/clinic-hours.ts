import { useEffect } from 'react';
import type { PublicHours } from '../contract/schedule';
import { readPublic } from '@clinic/shared/api-client';
import { createRenderedStore } from '../lib/rendered-store';
import type { LoadStatus } from './doctors';

export interface ClinicHoursState {
  /** The weekly hours and the closures within the booking window (`GET /api/clinic/hours`); null until read. */
  hours: PublicHours | null;
  status: LoadStatus;
  /** Reads the public hours (once at a time). */
  load: () => Promise<void>;
}

/**
 * The clinic's opening hours as the footer and the contact page show them: the same data the slot picker
 * is built from, never a copy. A server-rendered page is rendered from the hours the server read, which
 * the browser puts here before it hydrates, so the hours are on the first paint and do not move.
 */
export const useClinicHoursStore = createRenderedStore<ClinicHoursState>(
  (set, get) => ({
    hours: null,
    status: 'idle',
    load: async () => {
      if (get().status === 'loading') return;
      set({ status: 'loading' });
      // A refusal or a failure leaves no hours, not old ones: a wrong time on the door is worse than "call us".
      const result = await readPublic('clinicHours').catch(() => null);
      set(result?.success ? { hours: result.hours, status: 'ready' } : { hours: null, status: 'error' });
    },
  }),
  (store) => store.getState(),
);

/** The hours for a screen: read once when no page brought them (a page the server did not render). */
export function useClinicHours(): PublicHours | null {
  useEffect(() => {
    if (useClinicHoursStore.getState().status === 'idle') void useClinicHoursStore.getState().load();
  }, []);
  return useClinicHoursStore((s) => s.hours);
}
