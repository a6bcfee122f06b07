import { useCallQuery } from '@clinic/shared/data';

/** The signed-in doctor's week (their own, and what it leaves inside the clinic's hours) and leave from today on. */
export function useDoctorSchedule() {
  const { data, loading, reload } = useCallQuery('doctorLeave', undefined, { select: (answer) => answer.schedule });
  return { schedule: data, loading, reload };
}
