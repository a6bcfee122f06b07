import { useEffect } from 'react';
import { useAuthStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { toastError } from '../toasts/Toasts';

/** The doctor list loads when the app starts; the patient's profile whenever a patient token exists. */
export function useAppStartup() {
  const token = useAuthStore((s) => s.token);

  useEffect(() => {
    void useDoctorsStore
      .getState()
      .load()
      .then((error) => error && toastError(error));
  }, []);

  useEffect(() => {
    const profile = useProfileStore.getState();
    if (!token) {
      profile.clear();
      return;
    }
    void profile.load().then((error) => error && toastError(error));
  }, [token]);
}
