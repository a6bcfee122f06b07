import { serviceTitle } from '@clinic/shared/clinic';
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
        {doctor.focus && (
          <p className={styles.focus} data-testid="doctor-focus">
            {doctor.focus}
          </p>
        )}
        <p className={styles.meta}>
          {doctor.degree} · {doctor.speciality} <span className={styles.pill}>{doctor.experience}</span>
        </p>
        {doctor.languages.length > 0 && (
          <p className={styles.languages} data-testid="doctor-languages">
            Speaks {doctor.languages.join(', ')}
          </p>
        )}
        <h2 className={styles.subhead}>About</h2>
        <p className={styles.about}>{doctor.about}</p>
        {doctor.services.length > 0 && (
          <>
            <h2 className={styles.subhead} id="doctor-services">
              Services
            </h2>
            <ul className={styles.services} aria-labelledby="doctor-services">
              {doctor.services.map((id) => (
                <li key={id}>{serviceTitle(id)}</li>
              ))}
            </ul>
          </>
        )}
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
