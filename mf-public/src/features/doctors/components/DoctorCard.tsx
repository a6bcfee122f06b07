import { Link } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import styles from './DoctorCard.module.css';

export function DoctorCard({ doctor }: { doctor: Doctor }) {
  return (
    <Link to={`/appointment/${doctor._id}`} className={styles.card}>
      <img src={doctor.image} alt="" width={320} height={320} loading="lazy" className={styles.photo} />
      <div className={styles.body}>
        <p className={doctor.available ? styles.available : styles.unavailable}>
          <span className={styles.dot} aria-hidden="true" />
          {doctor.available ? 'Available' : 'Not Available'}
        </p>
        <h3 className={styles.name}>{doctor.name}</h3>
        <p className={styles.speciality}>{doctor.speciality}</p>
      </div>
    </Link>
  );
}
