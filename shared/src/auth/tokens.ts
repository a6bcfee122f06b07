// The tokens as localStorage holds them, without the store: constants and pure reads that each app may
// bundle for itself (UNSHARED_ENTRIES), so the shell can tell who is signed in before any shared module
// has arrived.
import type { StaffSignInKind } from './roles';

/** The three tokens, stored in localStorage under exactly these keys (spec section 4). */
export const TOKEN_KEYS = ['token', 'aToken', 'dToken'] as const;
export type TokenKey = (typeof TOKEN_KEYS)[number];

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** An empty string stands for "no token", as the spec says. */
export const readStoredToken = (key: TokenKey) => storage()?.getItem(key) ?? '';

export function writeStoredToken(key: TokenKey, value: string) {
  if (value) storage()?.setItem(key, value);
  else storage()?.removeItem(key);
}

export type StaffRole = StaffSignInKind;
/** The staff panel replaces the public routes while an admin or doctor token exists. */
export const selectStaffRole = (s: { aToken: string; dToken: string }): StaffRole | null =>
  s.aToken ? 'admin' : s.dToken ? 'doctor' : null;

/** The role of whoever is signed in on this browser, read straight from storage. */
export const storedStaffRole = () => selectStaffRole({ aToken: readStoredToken('aToken'), dToken: readStoredToken('dToken') });
