import type { Doctor } from '../contract/doctor';
import { readPublic } from '@clinic/shared/api-client';
import { createRenderedStore } from '../lib/rendered-store';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface DoctorsState {
  doctors: Doctor[];
  /**
   * The clinic's IANA time zone, as the api says with the list (CLINIC_TZ): the zone of every slot date
   * and time, of "today" and of a calendar file. Null until a list has arrived with it.
   */
  clinicTz: string | null;
  status: LoadStatus;
  /** Loads the public list; resolves to an error message for the caller to show, or null. */
  load: () => Promise<string | null>;
}

/**
 * The public doctor list. A server-rendered page is rendered from the list the server read, which the
 * browser puts here before it hydrates (so both render the current state, not the empty first one).
 */
export const useDoctorsStore = createRenderedStore<DoctorsState>(
  (set) => ({
    doctors: [],
    clinicTz: null,
    status: 'idle',
    load: async () => {
      set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' }));
      try {
        const result = await readPublic('doctorList');
        if (result.success) {
          // An api from before the zone was served leaves the zone unknown rather than guessed.
          set({ doctors: result.doctors, clinicTz: typeof result.clinicTz === 'string' ? result.clinicTz : null, status: 'ready' });
          return null;
        }
        set({ status: 'error' });
        return result.message;
      } catch (error) {
        set({ status: 'error' });
        return (error as Error).message;
      }
    },
  }),
  (store) => store.getState(),
);

/**
 * The clinic's zone for work that needs it now (a calendar file): the one the list brought, or, when no
 * list with a zone has arrived yet (still loading, or a page rendered by an older server), the list read
 * again. Rejects with a message to show when the zone cannot be learnt.
 */
export async function clinicTimeZone(): Promise<string> {
  const known = useDoctorsStore.getState().clinicTz;
  if (known) return known;
  const error = await useDoctorsStore.getState().load();
  const clinicTz = useDoctorsStore.getState().clinicTz;
  if (clinicTz) return clinicTz;
  throw new Error(error ?? "The clinic's time zone could not be read. Please try again.");
}
