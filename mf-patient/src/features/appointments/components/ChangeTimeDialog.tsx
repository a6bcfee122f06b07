import { slotStart } from '@clinic/shared/booking';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { notify } from '@clinic/shared/data';
import { formatSlotTime, timeZoneName } from '@clinic/shared/format';
import { Button } from '@clinic/shared/ui';
import { Modal } from '../../../components/Modal';
import { SlotsChoice } from '../../../components/SlotsChoice';
import { useDoctorSlots } from '../../../hooks/useDoctorSlots';
import { useSlotPicker } from '../../../hooks/useSlotPicker';
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
 * Another free time of the same doctor for an active appointment (issue 23), in the booking page's picker.
 * A refusal (the time was taken meanwhile, the cut-off passed) keeps the dialog open with the times read again.
 */
export function ChangeTimeDialog({ appointment, clinicTz, onClose, onMoved }: ChangeTimeDialogProps) {
  const slots = useDoctorSlots(appointment.docId);
  // Opens on the appointment's own day: a nearby time is the likeliest wish.
  const picker = useSlotPicker(slots.days, { slotDate: appointment.slotDate });
  const { move, pending } = useReschedule(appointment, { moved: onMoved, refused: slots.reload });

  const submit = () => {
    if (!picker?.time) return notify('warn', MESSAGES.selectSlot);
    void move(picker.day.slotDate, picker.time);
  };

  const { slotDate, slotTime } = appointment;
  return (
    <Modal
      title="Change the time"
      onClose={onClose}
      description={
        <p className={styles.now}>
          Now: {longDayName(slotDate)}, {formatSlotTime(slotTime)}
          {clinicTz && ` (${timeZoneName(clinicTz, slotStart(slotDate, slotTime, clinicTz))})`}
        </p>
      }
    >
      <div className={styles.body}>
        <SlotsChoice picker={picker} slots={slots} />
        <div className={styles.actions}>
          {/* Not disabled while sending: focus would drop out of the dialog; useCallAction never sends twice. */}
          <Button onClick={submit} disabled={!picker}>
            {pending ? 'Moving…' : 'Move appointment'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep this time
          </Button>
        </div>
      </div>
    </Modal>
  );
}
