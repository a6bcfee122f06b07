import { useT } from '../../../i18n';
import styles from './Patients.module.css';

/** A patient's account state in words; "Blocked" also carries colour and a lock, never colour alone. */
export function AccountState({ blocked }: { blocked: boolean }) {
  const t = useT();
  if (!blocked) return <span className={styles.open}>{t('Patients.active')}</span>;
  return (
    <span className={styles.blocked}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('Patients.blocked')}
    </span>
  );
}
