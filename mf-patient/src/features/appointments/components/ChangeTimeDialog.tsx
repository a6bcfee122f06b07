import { useId } from 'react';
import { slotStart } from '@clinic/shared/booking';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { notify } from '@clinic/shared/data';
import { formatSlotTime, timeZoneName } from '@clinic/shared/format';
import { Button } from '@clinic/shared/ui';
import { Modal } from '../../../components/Modal';
import { SlotsChoice } from '../../../components/SlotsChoice';
import { useDoctorSlots } from '../../../hooks/useDoctorSlots';
import { useSlotPicker } from '../../../hooks/useSlotPicker';
import { useT } from '../../../i18n';
import { longDayName } from '../../../lib/slot-day-text';
import { useReschedule } from '../hooks/useReschedule';
import styles from './ChangeTimeDialog.module.css';

export interface ChangeTimeDialogProps {
  appointment: Appointment;
  /** The clinic's zone, or null while it is not known (then the time is shown without it). */
  clinicTz: string | null;
  onClose: () => void;
  /** The api moved it: the owner closes the dialog and reads the list again. */
  onMoved: () => void;
}

/**
 * Another free time of the same doctor for an active appointment (decision 48), in the booking page's picker.
 * A refusal (the time was taken meanwhile, the cut-off passed) keeps the dialog open with the times read again.
 * The new time and Move stay in view at the dialog's foot while the times scroll (decision 38: on a phone
 * they were under 22 times). A service is offered the times where its visit, at its own length, fits.
 */
export function ChangeTimeDialog({ appointment, clinicTz, onClose, onMoved }: ChangeTimeDialogProps) {
  const t = useT();
  const chosenId = useId();
  // A service's times are those its whole visit fits (decision 57), as the move is checked.
  const slots = useDoctorSlots(appointment.docId, true, appointment.service?.id);
  // Opens on the appointment's own day: a nearby time is the likeliest wish.
  const picker = useSlotPicker(slots.days, { slotDate: appointment.slotDate });
  const { move, pending } = useReschedule(appointment, { moved: onMoved, refused: slots.reload });

  const submit = () => {
    if (!picker?.time) return notify('warn', translateMessage(MESSAGES.selectSlot));
    void move(picker.day.slotDate, picker.time);
  };

  const { slotDate, slotTime } = appointment;
  const now = { day: longDayName(slotDate), time: formatSlotTime(slotTime) };
  return (
    <Modal
      title={t('ChangeTime.title')}
      onClose={onClose}
      footer={
        <>
          <p id={chosenId} className={styles.chosen}>
            {picker?.time
              ? t('ChangeTime.chosen', { day: longDayName(picker.day.slotDate), time: formatSlotTime(picker.time) })
              : t('ChangeTime.choose')}
          </p>
          <div className={styles.actions}>
            {/* Not disabled while sending: focus would drop out of the dialog; useCallAction never sends twice. */}
            <Button onClick={submit} disabled={!picker} aria-describedby={chosenId}>
              {pending ? t('ChangeTime.moving') : t('ChangeTime.move')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('ChangeTime.keep')}
            </Button>
          </div>
        </>
      }
      description={
        <p className={styles.now}>
          {clinicTz
            ? t('ChangeTime.nowZone', { ...now, zone: timeZoneName(clinicTz, slotStart(slotDate, slotTime, clinicTz)) })
            : t('ChangeTime.now', now)}
        </p>
      }
    >
      <SlotsChoice picker={picker} slots={slots} />
    </Modal>
  );
}
