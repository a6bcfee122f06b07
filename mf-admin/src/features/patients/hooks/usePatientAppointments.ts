import { useCallback, useEffect, useState } from 'react';
import type { Appointment } from '@clinic/shared/contract';
import { fetchData } from '@clinic/shared/staff-panel';

/** Every appointment of one patient, for the admin; `reload` after an action on the patient. */
export function usePatientAppointments(userId: string) {
  const [appointments, setAppointments] = useState<Appointment[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchData('adminPatientAppointments', { userId }).then((result) => {
      if (!live) return;
      if (result) setAppointments(result.appointments);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { appointments, loading, reload };
}
