import { create } from 'zustand';
import type { UserProfile } from '../contract/user';
import type { LoadStatus } from './doctors';

export interface ProfileState {
  profile: UserProfile | null;
  status: LoadStatus;
  /**
   * Fetches the patient's profile (the header's picture and name, the booking form's defaults). A failure
   * is reported as spec section 8 says (lib/call-report.ts: a refusal is only logged, a thrown error
   * toasts); resolves once the store holds the outcome.
   */
  load: () => Promise<void>;
  clear: () => void;
}

/** The signed-in patient's profile, one for the whole page: the shell's header and the patient's screens read it. */
export const useProfileStore = create<ProfileState>()((set) => ({
  profile: null,
  status: 'idle',
  load: async () => {
    set({ status: 'loading' });
    // The reporting rules arrive with the first patient, not on every visitor's first page.
    const { callAndReport } = await import('../lib/call-report');
    const result = await callAndReport('userProfile', undefined, 'read');
    if (result?.success) set({ profile: result.userData, status: 'ready' });
    // A refusal (the token was refused, the account is gone) empties it; a network failure keeps what was there.
    else set(result ? { profile: null, status: 'error' } : { status: 'error' });
  },
  clear: () => set({ profile: null, status: 'idle' }),
}));
