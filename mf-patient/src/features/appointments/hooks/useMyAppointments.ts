import { useCallQuery } from '@clinic/shared/data';

/**
 * The patient's appointments as the api orders them: newest first already, so never reversed here. Asked
 * only while a patient token exists; a failure is reported by @clinic/shared/data.
 */
export function useMyAppointments(token: string) {
  const {
    data: appointments,
    loading,
    reload,
  } = useCallQuery('userAppointments', undefined, {
    select: (answer) => answer.appointments,
    enabled: Boolean(token),
  });
  return { appointments, loading, reload };
}
