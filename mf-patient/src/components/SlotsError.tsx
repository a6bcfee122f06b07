import { Button } from '@clinic/shared/ui';
import { useT } from '../i18n';
import styles from './SlotPicker.module.css';

/** The free times could not be read: said plainly, in the picker's place, with a way to try again. */
export function SlotsError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={`${styles.body} ${styles.error}`} role="alert">
      <p>{t('SlotPicker.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('SlotPicker.retry')}
      </Button>
    </div>
  );
}
