import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { hasStarted } from '@clinic/shared/booking';
import { formatSlotDate } from '@clinic/shared/format';
import { Button } from '@clinic/shared/ui';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useNow } from '../../../hooks/useNow';
import { useT } from '../../../i18n';
import { useCancelSeries } from '../hooks/useCancelSeries';
import { AppointmentCard } from './AppointmentCard';
import styles from './SeriesGroup.module.css';

interface Props {
  seriesId: string;
  /** The sessions the patient holds, in date order. */
  sessions: Appointment[];
  clinicTz: string | null;
  reload: () => void;
  cancelCutoffMinutes: number;
}

/**
 * A weekly therapy series in My appointments (decision 50): its sessions together, each labelled "session n
 * of N", each with its own actions (pay, change time, cancel one), and one "Cancel the rest of the series"
 * while any session is still ahead. Unknown zone: offered, and the api decides.
 */
export function SeriesGroup({ seriesId, sessions, clinicTz, reload, cancelCutoffMinutes }: Props) {
  const t = useT();
  const now = useNow();
  const { pending, cancelRest, confirmDialog } = useCancelSeries(seriesId, reload);
  const headingId = `series-${seriesId}`;
  const first = sessions[0]!;
  const last = sessions.at(-1)!;
  const upcoming = sessions.filter((s) => appointmentStatus(s) === 'active' && (!clinicTz || !hasStarted(s, now, clinicTz)));
  const ahead = upcoming.length > 0;
  return (
    <section className={styles.series} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {t('Series.title', { name: first.docData.name })}
          </h2>
          <p className={styles.span}>
            {t('Series.span', { count: sessions.length, from: formatSlotDate(first.slotDate), to: formatSlotDate(last.slotDate) })}
          </p>
        </div>
        {ahead && (
          <Button variant="ghost" className={styles.cancel} onClick={cancelRest} disabled={pending} aria-describedby={headingId}>
            {pending ? t('common.cancelling') : t('Series.cancelRest')}
          </Button>
        )}
      </div>
      <ol className={styles.sessions}>
        {sessions.map((session, n) => (
          <li key={session._id}>
            <p className={styles.label}>{t('Series.session', { number: n + 1, total: sessions.length })}</p>
            <AppointmentCard appointment={session} clinicTz={clinicTz} reload={reload} cancelCutoffMinutes={cancelCutoffMinutes} />
          </li>
        ))}
      </ol>
      <ConfirmDialog {...confirmDialog} title={t('Series.confirmTitle')} confirmLabel={t('Series.cancelRest')} backLabel={t('Series.keep')}>
        <p>{t('Series.confirmCancelRest')}</p>
        {/* Decision 49: each paid session cancelled is refunded in full, as a single appointment is. */}
        <p>{upcoming.some((s) => s.payment) ? t('Series.refund') : t('Series.nothingPaid')}</p>
      </ConfirmDialog>
    </section>
  );
}
