import { create } from 'zustand';
import type { UserProfile } from '../contract/user';
import { callApi } from '@clinic/shared/api-client';
import type { LoadStatus } from './doctors';

export interface ProfileState {
  profile: UserProfile | null;
  status: LoadStatus;
  /** Fetches the patient's profile; resolves to a thrown error's message (spec 8 toasts only those), or null. */
  load: () => Promise<string | null>;
  clear: () => void;
}

export const useProfileStore = create<ProfileState>()((set) => ({
  profile: null,
  status: 'idle',
  load: async () => {
    set({ status: 'loading' });
    try {
      const result = await callApi('userProfile');
      if (result.success) {
        set({ profile: result.userData, status: 'ready' });
      } else {
        // Spec section 8: a refused profile fetch is only logged.
        console.error(result.message);
        set({ profile: null, status: 'error' });
      }
      return null;
    } catch (error) {
      set({ status: 'error' });
      return (error as Error).message;
    }
  },
  clear: () => set({ profile: null, status: 'idle' }),
}));
