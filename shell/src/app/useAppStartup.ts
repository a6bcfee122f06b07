import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { useAuthStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';

/** The doctor list loads when the app starts; the patient's profile whenever a patient token exists. */
export function useAppStartup() {
  const token = useAuthStore((s) => s.token);

  useEffect(() => {
    void useDoctorsStore
      .getState()
      .load()
      .then((error) => error && toast.error(error));
  }, []);

  useEffect(() => {
    const profile = useProfileStore.getState();
    if (!token) {
      profile.clear();
      return;
    }
    void profile.load().then((error) => error && toast.error(error));
  }, [token]);
}
