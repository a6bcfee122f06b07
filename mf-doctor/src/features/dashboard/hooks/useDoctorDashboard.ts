import { useCallback, useEffect, useState } from 'react';
import type { DoctorDashboard } from '@clinic/shared/contract';
import { fetchData } from '@clinic/shared/staff-panel';

/** Earnings, counts and the latest bookings (decision 20); a refusal toasts (spec section 8). */
export function useDoctorDashboard() {
  const [dashData, setDashData] = useState<DoctorDashboard | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchData('doctorDashboard').then((result) => {
      if (!live) return;
      if (result) setDashData(result.dashData);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { dashData, loading, reload };
}
