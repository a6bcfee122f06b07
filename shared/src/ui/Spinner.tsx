import styles from './ui.module.css';

/** A labelled loading indicator; the label is read out, the ring is decoration. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
