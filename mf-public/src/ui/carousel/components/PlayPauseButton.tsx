import { useT } from '../../../i18n';
import styles from './PlayPauseButton.module.css';

/**
 * The visible control every auto-advancing carousel has (decision 25); `labels` name what it does to what it
 * moves ("Play slides", "Pause slides"), whole, as word order differs between languages.
 */
export function PlayPauseButton({
  stopped,
  onToggle,
  labels,
}: {
  stopped: boolean;
  onToggle: () => void;
  labels: { play: string; pause: string };
}) {
  const t = useT();
  return (
    <button type="button" className={styles.button} onClick={onToggle} aria-label={stopped ? labels.play : labels.pause}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {stopped ? <path d="M4 2.5v11l9-5.5z" fill="currentColor" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />}
      </svg>
      <span aria-hidden="true">{stopped ? t('common.play') : t('common.pause')}</span>
    </button>
  );
}
