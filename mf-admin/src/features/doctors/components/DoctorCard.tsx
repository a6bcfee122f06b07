import { useId } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import styles from './DoctorCard.module.css';

interface Props {
  doctor: DoctorProfile;
  busy: boolean;
  onToggle: (doctor: DoctorProfile) => void;
  onDelete: (doctor: DoctorProfile) => void;
}

/** One doctor: photo, name, speciality, availability in words and colour, the switch and delete. */
export function DoctorCard({ doctor, busy, onToggle, onDelete }: Props) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="doctor-card">
      <div className={styles.head}>
        <img className={styles.photo} src={doctor.image} alt="" width={240} height={180} loading="lazy" />
        <div className={styles.info}>
          <h2 id={nameId} className={styles.name}>
            {doctor.name}
          </h2>
          <p className={styles.speciality}>{doctor.speciality}</p>
          <p className={`${styles.status} ${doctor.available ? styles.available : styles.unavailable}`}>
            <span className={styles.dot} aria-hidden="true" />
            {doctor.available ? 'Available' : 'Not Available'}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={doctor.available}
            disabled={busy}
            aria-describedby={nameId}
            onChange={() => onToggle(doctor)}
          />
          <span className={styles.track} aria-hidden="true" />
          Available
        </label>
        <Button
          variant="ghost"
          className={styles.delete}
          disabled={busy}
          aria-label={`Delete ${doctor.name}`}
          onClick={() => onDelete(doctor)}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
