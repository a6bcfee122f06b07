import { useUiT } from './i18n';
import styles from './ui.module.css';

/** A labelled loading indicator; the label is read out, the ring is decoration. */
export function Spinner({ label }: { label?: string }) {
  const t = useUiT();
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('Spinner.loading')}</span>
    </div>
  );
}
