import { useCallback, useEffect, useState } from 'react';
import type { AdminDashboard } from '@clinic/shared/contract';
import { fetchData } from '@clinic/shared/staff-panel';

/** The admin's counts and latest appointments (decision 19); `reload` after an action on them. */
export function useAdminDashboard() {
  const [dashData, setDashData] = useState<AdminDashboard | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchData('adminDashboard').then((result) => {
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
