import { useAuthStore } from '@clinic/shared/stores';

/** The `mfa` claim of a stored token, read without checking it (the api checks; this only shapes the page). */
function mfaClaim(token: string): unknown {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))?.mfa;
  } catch {
    return undefined;
  }
}

/**
 * Whether the doctor signed in only to set up two-factor sign-in (the clinic requires it, decision 47): the
 * api answers 403 to everything but the profile and the two-factor calls until it is confirmed, so the page
 * shows only those. Confirming stores a full token, and the page shows the rest.
 */
export const useEnrolmentOnly = () => useAuthStore((state) => mfaClaim(state.dToken) === 'setup');
