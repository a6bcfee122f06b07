import { useCallback, useEffect, useState } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { fetchData } from '@clinic/shared/staff-panel';

/** The signed-in doctor's profile; a refusal is only logged (spec section 8), a thrown error toasts. */
export function useDoctorProfile() {
  const [profile, setProfile] = useState<DoctorProfile | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchData('doctorProfile', undefined, 'log').then((result) => {
      if (!live) return;
      if (result) setProfile(result.profileData);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { profile, loading, reload };
}
