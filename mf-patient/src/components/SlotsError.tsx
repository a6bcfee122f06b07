import { Button } from '@clinic/shared/ui';
import styles from './SlotPicker.module.css';

/** The free times could not be read: said plainly, in the picker's place, with a way to try again. */
export function SlotsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={`${styles.body} ${styles.error}`} role="alert">
      <p>The free times could not be loaded. Please check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
