import { useCallQuery } from '@clinic/shared/data';

/** Every doctor with their login email, for the admin's list; `reload` after a toggle or a delete. */
export function useAdminDoctors() {
  const { data: doctors, loading, reload } = useCallQuery('adminDoctors', undefined, { select: (answer) => answer.doctors });
  return { doctors, loading, reload };
}
