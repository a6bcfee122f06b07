import styles from './PlayPauseButton.module.css';

/** The visible control every auto-advancing carousel has (decision 25); `label` names what it moves. */
export function PlayPauseButton({ stopped, onToggle, label }: { stopped: boolean; onToggle: () => void; label: string }) {
  return (
    <button type="button" className={styles.button} onClick={onToggle} aria-label={`${stopped ? 'Play' : 'Pause'} ${label}`}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {stopped ? <path d="M4 2.5v11l9-5.5z" fill="currentColor" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />}
      </svg>
      <span aria-hidden="true">{stopped ? 'Play' : 'Pause'}</span>
    </button>
  );
}
