import { useCallData } from '@clinic/shared/staff-panel';

/** Every doctor with their login email, for the admin's list; `reload` after a toggle or a delete. */
export function useAdminDoctors() {
  const { data: doctors, loading, reload } = useCallData('adminDoctors', (answer) => answer.doctors);
  return { doctors, loading, reload };
}
