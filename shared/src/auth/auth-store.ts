import { createRenderedStore } from '../lib/rendered-store';
import { readStoredToken as read, TOKEN_KEYS, writeStoredToken as write, type TokenKey } from '@clinic/shared/tokens';

export { selectStaffRole, TOKEN_KEYS, type StaffRole, type TokenKey } from '@clinic/shared/tokens';

export interface AuthState {
  token: string;
  aToken: string;
  dToken: string;
  setToken: (key: TokenKey, value: string) => void;
  clearToken: (key: TokenKey) => void;
}

let signedOut: AuthState | undefined;

/**
 * The three tokens. The server cannot see them (they live in localStorage), so it renders every page for
 * a visitor who is not signed in, and a page it rendered hydrates that way before showing who is.
 */
export const useAuthStore = createRenderedStore<AuthState>(
  (set) => ({
    token: read('token'),
    aToken: read('aToken'),
    dToken: read('dToken'),
    setToken: (key, value) => {
      write(key, value);
      set({ [key]: value } as Pick<AuthState, TokenKey>);
    },
    clearToken: (key) => {
      write(key, '');
      set({ [key]: '' } as Pick<AuthState, TokenKey>);
    },
  }),
  (store) => (signedOut ??= { ...store.getState(), token: '', aToken: '', dToken: '' }),
);

// Another tab logging in or out is followed here too, so two tabs never disagree about who is signed in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key && (TOKEN_KEYS as readonly string[]).includes(event.key)) {
      useAuthStore.setState({ [event.key]: event.newValue ?? '' } as Pick<AuthState, TokenKey>);
    }
  });
}
