import type { Doctor } from '@clinic/shared/contract';
import { DoctorCard } from './DoctorCard';
import styles from './DoctorGrid.module.css';

export function DoctorGrid({ doctors }: { doctors: Doctor[] }) {
  return (
    <ul className={styles.grid} aria-label="Doctors">
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
    </ul>
  );
}
