import { Button } from '@clinic/shared/ui';
import { useBookSeries, type SeriesCall } from '../hooks/useBookSeries';
import { useStaffT } from '../i18n';
import { BookSeriesDialog } from './BookSeriesDialog';
import styles from './BookSeriesDialog.module.css';

/** The appointments pages' "Book a series" (decision 50): the button and its dialog; `onBooked` reloads the list. */
export function BookSeriesButton({ call, onBooked }: { call: SeriesCall; onBooked: () => void }) {
  const t = useStaffT();
  const { open, seriesDialog } = useBookSeries(call, onBooked);
  return (
    <div className={styles.launcher}>
      <Button variant="secondary" onClick={open}>
        {t('BookSeries.open')}
      </Button>
      <BookSeriesDialog {...seriesDialog} />
    </div>
  );
}
