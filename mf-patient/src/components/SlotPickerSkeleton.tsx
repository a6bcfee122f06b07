import { BOOKING_WINDOW_DAYS } from '@clinic/shared/booking';
import { WEEKDAYS_SHORT } from '@clinic/shared/format';
import { useT } from '../i18n';
import { shortMonthName } from '../lib/slot-day-text';
import styles from './SlotPicker.module.css';

/**
 * The picker's frame while its days load: day buttons and a times area of the picker's own size, so
 * nothing moves when the days arrive. The server renders the page with it (the gateway does not read the
 * free times), and the browser hydrates into it before asking for them.
 */
export function SlotPickerSkeleton({ days = BOOKING_WINDOW_DAYS }: { days?: number }) {
  const t = useT();
  // The words of a real button (a Monday in September), in the page's language, for its size.
  const weekday = WEEKDAYS_SHORT[1];
  const month = shortMonthName(9);
  return (
    <div className={styles.picker} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('SlotPicker.loading')}
      </p>
      <div className={styles.days} aria-hidden="true">
        {Array.from({ length: days }, (_, i) => (
          // The words of a real button, unseen, give each placeholder a real button's size.
          <span key={i} className={`${styles.day} ${styles.placeholder}`}>
            <span className={styles.weekday}>{weekday}</span> <span className={styles.date}>28</span>{' '}
            <span className={styles.month}>{month}</span>
          </span>
        ))}
      </div>
      <div className={`${styles.body} ${styles.placeholder}`} aria-hidden="true" />
    </div>
  );
}
