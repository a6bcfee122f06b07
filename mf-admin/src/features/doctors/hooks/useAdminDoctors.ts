import { useCallback, useEffect, useState } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { fetchData } from '@clinic/shared/staff-panel';

/** Every doctor with their login email, for the admin's list; `reload` after a toggle or a delete. */
export function useAdminDoctors() {
  const [doctors, setDoctors] = useState<DoctorProfile[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchData('adminDoctors').then((result) => {
      if (!live) return;
      if (result) setDoctors(result.doctors);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { doctors, loading, reload };
}
