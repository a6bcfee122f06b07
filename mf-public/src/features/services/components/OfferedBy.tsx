import { Link } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import { appointmentPath } from '@clinic/shared/links';
import styles from './OfferedBy.module.css';

type ListedDoctor = Pick<Doctor, '_id' | 'name' | 'available' | 'services'>;

interface Props {
  serviceId: string;
  serviceTitle: string;
  doctors: readonly ListedDoctor[];
}

/**
 * The doctors who offer a service, each a link to their booking page. Doctors not taking bookings stay in
 * the list, marked, so a visitor knows who does this work; a service nobody offers yet says so plainly.
 */
export function OfferedBy({ serviceId, serviceTitle, doctors }: Props) {
  const offering = doctors.filter((doctor) => doctor.services.includes(serviceId));
  if (offering.length === 0) {
    return <p className={styles.none}>No doctor on our list offers this yet.</p>;
  }
  return (
    <div className={styles.offeredBy}>
      <p className={styles.label} aria-hidden="true">
        Offered by:
      </p>
      <ul className={styles.list} aria-label={`Doctors who offer ${serviceTitle}`}>
        {offering.map((doctor) => (
          <li key={doctor._id}>
            <Link to={appointmentPath(doctor._id)} className={styles.doctor}>
              {doctor.name}
              {!doctor.available && <span className={styles.away}> (not taking bookings)</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
