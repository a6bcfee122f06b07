import type { Doctor } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PageTitle } from '@clinic/shared/ui';
import styles from './DoctorInfo.module.css';

export function DoctorInfo({ doctor }: { doctor: Doctor }) {
  return (
    <section className={styles.card}>
      <img src={doctor.image} alt={`Portrait of ${doctor.name}`} width={280} height={280} className={styles.photo} fetchpriority="high" />
      <div className={styles.body}>
        <p className={doctor.available ? styles.available : styles.unavailable}>
          <span className={styles.dot} aria-hidden="true" />
          {doctor.available ? 'Available' : 'Not Available'}
        </p>
        <PageTitle title={`Book with ${doctor.name}`}>{doctor.name}</PageTitle>
        <p className={styles.meta}>
          {doctor.degree} · {doctor.speciality} <span className={styles.pill}>{doctor.experience}</span>
        </p>
        <h2 className={styles.subhead}>About</h2>
        <p className={styles.about}>{doctor.about}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Appointment fee</dt>
            <dd className={styles.fee}>{formatRupees(doctor.fees)}</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>
              {doctor.address.line1}
              {doctor.address.line2 && <br />}
              {doctor.address.line2}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
