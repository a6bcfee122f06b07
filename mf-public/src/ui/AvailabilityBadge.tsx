import { useT } from '../i18n';
import styles from './AvailabilityBadge.module.css';

/** Green Available or grey Not Available, always in words as well as colour. */
export function AvailabilityBadge({ available }: { available: boolean }) {
  const t = useT();
  return (
    <p className={`${styles.badge} ${available ? styles.available : styles.unavailable}`} data-available={available}>
      <span className={styles.dot} aria-hidden="true" />
      {available ? t('common.available') : t('common.notAvailable')}
    </p>
  );
}
