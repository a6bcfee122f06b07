import { holdReleaseAt } from '@clinic/shared/booking';
import type { Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { Button } from '@clinic/shared/ui';
import { useNow } from '../../../hooks/useNow';
import { useT } from '../../../i18n';
import { cutoffDuration } from './cancel-cutoff-text';
import styles from './AppointmentCard.module.css';

/**
 * The clinic's policy for unpaid online bookings (decision 34), said on the booking it applies to: pay, or
 * say "I am coming", before the release time, or the time goes to another patient. Once said, it says so.
 */
export function HoldNotice({
  appointment,
  clinicTz,
  releaseMinutes,
  reload,
}: {
  appointment: Appointment;
  clinicTz: string | null;
  releaseMinutes: number;
  reload: () => void;
}) {
  const t = useT();
  const now = useNow();
  const keep = useCallAction('userKeepAppointment', { onDone: (result) => result?.success && reload() });
  if (appointment.keptBy === 'patient') return <p className={styles.cutoff}>{t('Hold.kept')}</p>;
  const releaseAt = clinicTz ? holdReleaseAt(appointment, releaseMinutes, clinicTz) : null;
  if (!releaseAt || releaseAt <= now) return null;
  const noteId = `hold-${appointment._id}`;
  return (
    <div className={styles.hold}>
      <p id={noteId} className={styles.cutoff}>
        {t('Hold.note', { duration: cutoffDuration(releaseMinutes) })}
      </p>
      <Button
        variant="secondary"
        disabled={keep.pending}
        aria-describedby={noteId}
        onClick={() => void keep.run({ appointmentId: appointment._id })}
      >
        {t('Hold.coming')}
      </Button>
    </div>
  );
}
