import { Link } from 'react-router-dom';
import { experienceText, specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { appointmentPath } from '@clinic/shared/links';
import { formatRupees } from '@clinic/shared/format';
import { AvailabilityBadge } from '../../../ui/AvailabilityBadge';
import { DoctorFocus, DoctorLanguages } from '../../../ui/DoctorDetails';
import { useT } from '../../../i18n';
import styles from './DoctorCard.module.css';

/** One doctor in the grid; the whole card opens their appointment page. The name is an h2: the grid sits right under the page's h1. */
export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const t = useT();
  return (
    <Link to={appointmentPath(doctor._id)} className={styles.card}>
      <img src={doctor.image} alt="" width={320} height={320} loading="lazy" decoding="async" className={styles.photo} />
      <div className={styles.body}>
        <AvailabilityBadge available={doctor.available} />
        <h2 className={styles.name}>{doctor.name}</h2>
        <DoctorFocus doctor={doctor} />
        <p className={styles.speciality}>{specialityName(doctor.speciality)}</p>
        <p className={styles.meta}>
          <span>{doctor.degree}</span>
          <span aria-hidden="true">·</span>
          <span>{experienceText(doctor.experience)}</span>
        </p>
        <DoctorLanguages doctor={doctor} />
        <p className={styles.fees}>
          <span>{t('DoctorsPage.card.consultation')}</span> <strong>{formatRupees(doctor.fees)}</strong>
        </p>
      </div>
    </Link>
  );
}
