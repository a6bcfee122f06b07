import { Link } from 'react-router-dom';
import { specialityName } from '@clinic/shared/clinic';
import { MESSAGES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { appointmentPath } from '@clinic/shared/links';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Spinner } from '@clinic/shared/ui';
import { AvailabilityBadge } from '../../../ui/AvailabilityBadge';
import { DoctorFocus, DoctorLanguages } from '../../../ui/DoctorDetails';
import { useT } from '../../../i18n';
import styles from './FeaturedDoctor.module.css';

/** The first doctor of the list, featured; or the spec's sentence when the clinic lists nobody. */
export function FeaturedDoctor() {
  const doctor = useDoctorsStore((s) => s.doctors[0]);
  const status = useDoctorsStore((s) => s.status);
  const t = useT();

  if (!doctor) {
    return status === 'idle' || status === 'loading' ? (
      <div className={styles.placeholder}>
        <Spinner label={t('HomePage.featuredDoctor.loading')} />
      </div>
    ) : (
      <p className={styles.empty}>{translateMessage(MESSAGES.noDoctorsHome)}</p>
    );
  }

  return (
    <Link to={appointmentPath(doctor._id)} className={styles.card} data-testid="featured-doctor">
      <img src={doctor.image} alt="" width={168} height={168} className={styles.photo} />
      <div className={styles.body}>
        <p className={styles.label}>{t('HomePage.featuredDoctor.label')}</p>
        <AvailabilityBadge available={doctor.available} />
        <h3 className={styles.name}>{doctor.name}</h3>
        <DoctorFocus doctor={doctor} />
        <p className={styles.speciality}>{specialityName(doctor.speciality)}</p>
        <DoctorLanguages doctor={doctor} />
        <span className={styles.more} aria-hidden="true">
          {t('HomePage.featuredDoctor.more')}
        </span>
      </div>
    </Link>
  );
}
