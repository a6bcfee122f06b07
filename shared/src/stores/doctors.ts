import type { Doctor } from '../contract/doctor';
import { readPublic } from '@clinic/shared/api-client';
import { createRenderedStore } from '../lib/rendered-store';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface DoctorsState {
  doctors: Doctor[];
  status: LoadStatus;
  /** Loads the public list; resolves to an error message for the caller to show, or null. */
  load: () => Promise<string | null>;
}

/**
 * The public doctor list. A server-rendered page is rendered from the list the server read, which the
 * browser puts here before it hydrates (so both render the current state, not the empty first one).
 */
export const useDoctorsStore = createRenderedStore<DoctorsState>((set) => ({
  doctors: [],
  status: 'idle',
  load: async () => {
    set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const result = await readPublic('doctorList');
      if (result.success) {
        set({ doctors: result.doctors, status: 'ready' });
        return null;
      }
      set({ status: 'error' });
      return result.message;
    } catch (error) {
      set({ status: 'error' });
      return (error as Error).message;
    }
  },
}), (store) => store.getState());
