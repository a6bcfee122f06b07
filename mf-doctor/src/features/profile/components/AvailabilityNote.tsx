import { useT } from '../../../i18n';
import styles from './Profile.module.css';

interface Props {
  /** Whether the doctor is (or, in the form, is about to be) taking bookings. */
  available: boolean;
  /** Active appointments not yet started. */
  upcoming: number;
}

/**
 * What the Available box does, truthfully (decision 42): unticked, patients cannot book new
 * appointments with the doctor, and those already booked stay. While unticked, the doctor also sees how many
 * stay, so none is forgotten.
 */
export function AvailabilityNote({ available, upcoming }: Props) {
  const t = useT();
  return (
    <div id="availability-note" className={styles.note}>
      <p>{t('AvailabilityNote.note')}</p>
      {!available && upcoming > 0 && <p className={styles.kept}>{t('AvailabilityNote.kept', { count: upcoming })}</p>}
    </div>
  );
}
