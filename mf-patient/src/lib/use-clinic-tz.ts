import { useEffect } from 'react';
import { useDoctorsStore } from '@clinic/shared/stores';

/**
 * The clinic's time zone, as the api served it with the doctor list, or null while it is not known. A
 * list that arrived without one (a page rendered by an older server) is read again, once, to learn it;
 * the screens never guess a zone of their own.
 */
export function useClinicTz(): string | null {
  const clinicTz = useDoctorsStore((s) => s.clinicTz);
  const listReady = useDoctorsStore((s) => s.status === 'ready');
  useEffect(() => {
    if (!clinicTz && listReady) void useDoctorsStore.getState().load();
  }, [clinicTz, listReady]);
  return clinicTz;
}
