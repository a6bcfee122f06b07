import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { RefundBadge, StatusBadge } from '@clinic/shared/ui/badges';
import { useStaffT } from '../i18n';
import { usePatientName } from '../hooks/usePatientName';
import { moveAllowed, outcomeDue, type ClinicClock } from '../hooks/useClinicClock';
import styles from './ActionButtons.module.css';

export type StaffAction = 'move' | 'cancel' | 'complete' | 'noShow';
/** What a button may ask for: an action of the list, or Keep of an unpaid booking (decision 34). */
export type StaffRequest = StaffAction | 'keep';

interface Props {
  appointment: Appointment;
  /** The actions this panel has, in the order shown: the admin moves, cancels and marks No-show, a doctor also completes. */
  actions: readonly StaffAction[];
  clock: ClinicClock;
  busy: boolean;
  onAction: (action: StaffRequest, appointment: Appointment) => void;
  /** Whose appointment, for the buttons' names (`Cancel appointment of …`). */
  who?: string;
  /** The clinic releases this unpaid online booking later (decision 34): Keep is offered beneath the actions. */
  keepable?: boolean;
}

const ICON: Record<StaffAction, JSX.Element> = {
  move: (
    <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </g>
  ),
  cancel: <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />,
  complete: <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />,
  noShow: (
    <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6M16 17l5 5M21 17l-5 5" />
    </g>
  ),
};

/**
 * The actions on an active appointment; otherwise its status in words. Cancel is offered until it is
 * closed; Change time only before its start (decision 48), Complete and No-show only from it (decision 41),
 * by the clinic's zone and the clock. Keep, on an unpaid booking the clinic's policy would release (the
 * patient rang the clinic, or told the doctor), takes nothing away, so it stands apart beneath them.
 */
export function ActionButtons({ appointment, actions, clock, busy, onAction, who: whoGiven, keepable = false }: Props) {
  const t = useStaffT();
  const patientName = usePatientName();
  const who = whoGiven ?? patientName(appointment.userData.name);
  if (appointmentStatus(appointment) !== 'active') {
    return (
      <span className={styles.closed}>
        <StatusBadge appointment={appointment} />
        <RefundBadge appointment={appointment} audience="staff" />
      </span>
    );
  }
  const due = outcomeDue(appointment, clock);
  const offered: Record<StaffAction, boolean> = { move: moveAllowed(appointment, clock), cancel: true, complete: due, noShow: due };
  const name: Record<StaffAction, string> = {
    move: t('ActionButtons.moveOf', { who }),
    cancel: t('ActionButtons.cancelOf', { who }),
    complete: t('ActionButtons.completeOf', { who }),
    noShow: t('ActionButtons.noShowOf', { who }),
  };
  const buttons = (
    <span className={styles.actions}>
      {actions
        .filter((action) => offered[action])
        .map((action) => (
          <button
            key={action}
            type="button"
            className={`${styles.button} ${styles[action]}`}
            disabled={busy}
            aria-label={name[action]}
            onClick={() => onAction(action, appointment)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {ICON[action]}
            </svg>
            {t(`ActionButtons.${action}`)}
          </button>
        ))}
    </span>
  );
  if (!keepable) return buttons;
  return (
    <span className={styles.withKeep}>
      {buttons}
      <Button
        variant="secondary"
        className={styles.keep}
        disabled={busy}
        aria-label={t('ActionButtons.keepOf', { who })}
        onClick={() => onAction('keep', appointment)}
      >
        {t('ActionButtons.keep')}
      </Button>
    </span>
  );
}
