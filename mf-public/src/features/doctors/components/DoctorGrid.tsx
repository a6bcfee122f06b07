import type { Doctor } from '@clinic/shared/contract';
import { DoctorCard } from './DoctorCard';
import { useT } from '../../../i18n';
import styles from './DoctorGrid.module.css';

export function DoctorGrid({ doctors }: { doctors: Doctor[] }) {
  const t = useT();
  return (
    <ul className={styles.grid} aria-label={t('DoctorsPage.grid')}>
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
    </ul>
  );
}
