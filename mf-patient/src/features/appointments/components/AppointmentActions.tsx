import { useState } from 'react';
import { canPatientCancel } from '@clinic/shared/booking';
import type { Appointment } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { useNow } from '../../../hooks/useNow';
import { useT } from '../../../i18n';
import { useAppointmentActions } from '../hooks/useAppointmentActions';
import { CancelByPhone } from './CancelByPhone';
import { ChangeTimeDialog } from './ChangeTimeDialog';
import { ConfirmCancelDialog } from './ConfirmCancelDialog';
import styles from './AppointmentCard.module.css';

export interface AppointmentActionsProps {
  appointment: Appointment;
  reload: () => void;
  /** The clinic's zone, or null while it is not known (then Cancel is offered and the api decides). */
  clinicTz: string | null;
  /** The clinic's cancellation cut-off in minutes (0 or absent: cancel any time). */
  cancelCutoffMinutes?: number;
}

/**
 * Only an active appointment has actions (decisions 6 and 9); Pay Online only while unpaid. Inside the
 * clinic's cancellation cut-off (decision 44) Cancel and Change time (decision 48) give way to the clinic's phone.
 */
export function AppointmentActions({ appointment, reload, clinicTz, cancelCutoffMinutes = 0 }: AppointmentActionsProps) {
  const t = useT();
  const { pending, pay, cancel, cancelDialog, addToCalendar } = useAppointmentActions(appointment, reload);
  const now = useNow();
  const cancellable = !clinicTz || canPatientCancel(appointment, now, clinicTz, cancelCutoffMinutes);
  const [changing, setChanging] = useState(false);
  const busy = pending !== null;
  const who = { name: appointment.docData.name };
  return (
    <>
      <div className={styles.actions}>
        {!appointment.payment && (
          <Button onClick={pay} disabled={busy} aria-describedby={`appointment-${appointment._id}`}>
            {pending === 'pay' ? t('common.openingPayment') : t('common.payOnline')}
          </Button>
        )}
        <Button variant="secondary" onClick={addToCalendar} disabled={busy} aria-label={t('Appointment.addToCalendarLabel', who)}>
          {t('common.addToCalendar')}
        </Button>
        {cancellable ? (
          <>
            <Button
              variant="secondary"
              onClick={() => setChanging(true)}
              disabled={busy}
              aria-label={t('Appointment.changeTimeLabel', who)}
            >
              {t('Appointment.changeTime')}
            </Button>
            <Button
              variant="ghost"
              className={styles.cancel}
              onClick={cancel}
              disabled={busy}
              aria-describedby={`appointment-${appointment._id}`}
            >
              {pending === 'cancel' ? t('common.cancelling') : t('Appointment.cancel')}
            </Button>
          </>
        ) : (
          <CancelByPhone cutoffMinutes={cancelCutoffMinutes} />
        )}
      </div>
      {/* Outside the row, whose nowrap it would inherit, and outside the cut-off's test: the cut-off passing
          while it is open must not snatch it away (the api decides). */}
      <ConfirmCancelDialog appointment={appointment} clinicTz={clinicTz} {...cancelDialog} />
      {changing && (
        <ChangeTimeDialog
          appointment={appointment}
          clinicTz={clinicTz}
          onClose={() => setChanging(false)}
          onMoved={() => {
            setChanging(false);
            reload();
          }}
        />
      )}
    </>
  );
}
