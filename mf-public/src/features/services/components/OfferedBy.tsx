import { Link } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import { appointmentPath } from '@clinic/shared/links';
import { useT } from '../../../i18n';
import styles from './OfferedBy.module.css';

type ListedDoctor = Pick<Doctor, '_id' | 'name' | 'available' | 'services'>;

interface Props {
  serviceId: string;
  /** As the reader's language names it. */
  serviceTitle: string;
  doctors: readonly ListedDoctor[];
}

/**
 * The doctors who offer a service, each a link to their booking page. Doctors not taking bookings stay in
 * the list, marked, so a visitor knows who does this work; a service nobody offers yet says so plainly.
 */
export function OfferedBy({ serviceId, serviceTitle, doctors }: Props) {
  const t = useT();
  const offering = doctors.filter((doctor) => doctor.services.includes(serviceId));
  if (offering.length === 0) {
    return <p className={styles.none}>{t('ServicesPage.offeredBy.none')}</p>;
  }
  return (
    <div className={styles.offeredBy}>
      <p className={styles.label} aria-hidden="true">
        {t('ServicesPage.offeredBy.label')}
      </p>
      <ul className={styles.list} aria-label={t('ServicesPage.offeredBy.list', { service: serviceTitle })}>
        {offering.map((doctor) => (
          <li key={doctor._id}>
            <Link to={appointmentPath(doctor._id)} className={styles.doctor}>
              {doctor.name}
              {!doctor.available && <span className={styles.away}>{` ${t('ServicesPage.offeredBy.away')}`}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
