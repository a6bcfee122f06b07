import { CLINIC } from '@clinic/shared/clinic';
import styles from './Header.module.css';

/** An ear with sound waves: the clinic's mark, drawn here so nothing is fetched. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.logoMark} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle className={styles.markCircle} cx="20" cy="20" r="20" />
        <path className={styles.markEar} d="M22 11c-4.4 0-8 3.4-8 7.8 0 2.6 1.3 3.9 2.4 5 1 1 1.6 1.7 1.6 3.2 0 1.7 1.3 3 3 3s3-1.3 3-3" />
        <path className={styles.markEar} d="M19 19a3 3 0 0 1 6 0" />
        <path className={styles.markWaves} d="M29 14c1.4 1.6 2.2 3.6 2.2 5.8M32 11c2 2.4 3.2 5.4 3.2 8.8" />
      </svg>
      <span className={styles.logoText}>
        <strong>{CLINIC.shortName}</strong>
        <small>&amp; Speech Clinic</small>
      </span>
    </span>
  );
}
