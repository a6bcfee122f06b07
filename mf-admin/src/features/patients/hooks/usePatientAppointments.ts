import { useCallQuery } from '@clinic/shared/data';

/** Every appointment of one patient, for the admin; `reload` after an action on the patient. */
export function usePatientAppointments(userId: string) {
  const {
    data: appointments,
    loading,
    reload,
  } = useCallQuery('adminPatientAppointments', { userId }, { select: (answer) => answer.appointments });
  return { appointments, loading, reload };
}
