import { create } from 'zustand';

/** The three tokens, stored in localStorage under exactly these keys (spec section 4). */
export const TOKEN_KEYS = ['token', 'aToken', 'dToken'] as const;
export type TokenKey = (typeof TOKEN_KEYS)[number];

export interface AuthState {
  token: string;
  aToken: string;
  dToken: string;
  setToken: (key: TokenKey, value: string) => void;
  clearToken: (key: TokenKey) => void;
}

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
/** An empty string stands for "no token", as the spec says. */
const read = (key: TokenKey) => storage()?.getItem(key) ?? '';

function write(key: TokenKey, value: string) {
  if (value) storage()?.setItem(key, value);
  else storage()?.removeItem(key);
}

export const useAuthStore = create<AuthState>()((set) => ({
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
}));

// Another tab logging in or out is followed here too, so two tabs never disagree about who is signed in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key && (TOKEN_KEYS as readonly string[]).includes(event.key)) {
      useAuthStore.setState({ [event.key]: event.newValue ?? '' } as Pick<AuthState, TokenKey>);
    }
  });
}

export type StaffRole = 'admin' | 'doctor';
/** The staff panel replaces the public routes while an admin or doctor token exists. */
export const selectStaffRole = (s: Pick<AuthState, 'aToken' | 'dToken'>): StaffRole | null =>
  s.aToken ? 'admin' : s.dToken ? 'doctor' : null;
