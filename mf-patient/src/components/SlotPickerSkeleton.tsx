import { BOOKING_WINDOW_DAYS } from '@clinic/shared/booking';
import styles from './SlotPicker.module.css';

/**
 * The picker's frame while its days load: day buttons and a times area of the picker's own size, so
 * nothing moves when the days arrive. The server renders the page with it (the gateway does not read the
 * free times), and the browser hydrates into it before asking for them.
 */
export function SlotPickerSkeleton({ days = BOOKING_WINDOW_DAYS }: { days?: number }) {
  return (
    <div className={styles.picker} aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading the free times…
      </p>
      <div className={styles.days} aria-hidden="true">
        {Array.from({ length: days }, (_, i) => (
          // The words of a real button, unseen, give each placeholder a real button's size.
          <span key={i} className={`${styles.day} ${styles.placeholder}`}>
            <span className={styles.weekday}>Mon</span> <span className={styles.date}>28</span> <span className={styles.month}>Sep</span>
          </span>
        ))}
      </div>
      <div className={`${styles.body} ${styles.placeholder}`} aria-hidden="true" />
    </div>
  );
}
