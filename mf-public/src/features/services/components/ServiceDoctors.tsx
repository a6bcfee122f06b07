import { serviceName } from '@clinic/shared/clinic';
import { useDoctorsStore } from '@clinic/shared/stores';
import type { Service } from '../services-data';
import { OfferedBy } from './OfferedBy';

/** Who offers a service, from the doctor list every page has; nothing while the list is still on its way. */
export function ServiceDoctors({ service }: { service: Service }) {
  const doctors = useDoctorsStore((s) => s.doctors);
  const status = useDoctorsStore((s) => s.status);
  if (doctors.length === 0 && status !== 'ready') return null;
  return <OfferedBy serviceId={service.id} serviceTitle={serviceName(service.id)} doctors={doctors} />;
}
