import { Link } from 'react-router-dom';
import { MESSAGES } from '@clinic/shared/contract';
import { appointmentPath } from '@clinic/shared/links';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Spinner } from '@clinic/shared/ui';
import { AvailabilityBadge } from '../../../ui/AvailabilityBadge';
import { DoctorFocus, DoctorLanguages } from '../../../ui/DoctorDetails';
import styles from './FeaturedDoctor.module.css';

/** The first doctor of the list, featured; or the spec's sentence when the clinic lists nobody. */
export function FeaturedDoctor() {
  const doctor = useDoctorsStore((s) => s.doctors[0]);
  const status = useDoctorsStore((s) => s.status);

  if (!doctor) {
    return status === 'idle' || status === 'loading' ? (
      <div className={styles.placeholder}>
        <Spinner label="Loading our doctors…" />
      </div>
    ) : (
      <p className={styles.empty}>{MESSAGES.noDoctorsHome}</p>
    );
  }

  return (
    <Link to={appointmentPath(doctor._id)} className={styles.card} data-testid="featured-doctor">
      <img src={doctor.image} alt="" width={168} height={168} className={styles.photo} />
      <div className={styles.body}>
        <p className={styles.label}>Featured specialist</p>
        <AvailabilityBadge available={doctor.available} />
        <h3 className={styles.name}>{doctor.name}</h3>
        <DoctorFocus doctor={doctor} />
        <p className={styles.speciality}>{doctor.speciality}</p>
        <DoctorLanguages doctor={doctor} />
        <span className={styles.more} aria-hidden="true">
          See times and book →
        </span>
      </div>
    </Link>
  );
}
