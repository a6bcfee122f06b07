import { useEffect } from 'react';
import { useAuthStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { currentLanguage, setLanguage } from '@clinic/shared/i18n';
import { profileLanguage, saveProfileLanguage } from '../layouts/save-profile-language';
import { toastError } from '../toasts/Toasts';

/**
 * A patient who signs in gets the language their profile asks for (their messages come in it too); a
 * profile still on the default English takes the language this device was switched to.
 */
function followProfileLanguage() {
  const wanted = profileLanguage();
  if (!wanted) return;
  if (wanted !== 'en' && wanted !== currentLanguage()) void setLanguage(wanted);
  else if (wanted === 'en' && currentLanguage() !== 'en') void saveProfileLanguage(currentLanguage());
}

function followPatient(token: string) {
  const profile = useProfileStore.getState();
  if (!token) {
    profile.clear();
    return;
  }
  // A failure is reported by the store's call (spec section 8: a refused fetch is only logged).
  void profile.load();
}

/**
 * The doctor list loads when the app starts (unless the page brought it); the patient's profile whenever a
 * patient token exists. Both are followed outside rendering: the app itself does not re-render when the
 * token changes (a server-rendered page still hydrating would otherwise be thrown away and drawn again).
 */
export function useAppStartup() {
  useEffect(() => {
    const doctors = useDoctorsStore.getState();
    // A page rendered on the server came with the list the server read for it, a moment ago.
    if (doctors.status !== 'idle') return;
    void doctors.load().then((error) => error && toastError(error));
  }, []);

  useEffect(() => {
    followPatient(useAuthStore.getState().token);
    return useAuthStore.subscribe((state, previous) => state.token !== previous.token && followPatient(state.token));
  }, []);

  useEffect(() => useProfileStore.subscribe((state, previous) => state.profile !== previous.profile && followProfileLanguage()), []);
}
