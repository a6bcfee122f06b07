import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { Appointment } from '@clinic/shared/contract';
import { fetchMyAppointments } from '../api/appointments';

export type ListStatus = 'loading' | 'ready' | 'error';

/** The patient's appointments as the api orders them: newest first already, so never reversed here. */
export function useMyAppointments(token: string) {
  const [appointments, setAppointments] = useState<Appointment[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');

  const reload = useCallback(async () => {
    try {
      const result = await fetchMyAppointments();
      if (result.success) {
        setAppointments(result.appointments);
        setStatus('ready');
      } else {
        toast.error(result.message);
        setStatus('error');
      }
    } catch (error) {
      toast.error((error as Error).message);
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    if (!token) return;
    setStatus('loading');
    void reload();
  }, [token, reload]);

  return { appointments, status, reload };
}
