import { slotStart } from '@clinic/shared/booking';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { formatRupees, formatSlotTime, timeZoneName } from '@clinic/shared/format';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useT } from '../../../i18n';
import { longDayName } from '../../../lib/slot-day-text';

export interface ConfirmCancelDialogProps {
  appointment: Appointment;
  /** The clinic's zone, or null while it is not known (then the time is shown without it). */
  clinicTz: string | null;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The patient's cancel (decision 49): the spec's question, which appointment it is, and what happens to the
 * money. A patient cancels only before the clinic's cut-off, and every cancel of a paid appointment is
 * refunded in full through the provider that took it (decision 49); an unpaid one owes nothing.
 */
export function ConfirmCancelDialog({ appointment, clinicTz, open, onConfirm, onClose }: ConfirmCancelDialogProps) {
  const t = useT();
  const { slotDate, slotTime, docData, payment, amount } = appointment;
  const when = { doctor: docData.name, day: longDayName(slotDate), time: formatSlotTime(slotTime) };
  return (
    <ConfirmDialog
      open={open}
      title={translateMessage(MESSAGES.confirmCancel)}
      confirmLabel={t('Appointment.cancel')}
      backLabel={t('CancelDialog.keep')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {clinicTz
          ? t('CancelDialog.whichZone', { ...when, zone: timeZoneName(clinicTz, slotStart(slotDate, slotTime, clinicTz)) })
          : t('CancelDialog.which', when)}
      </p>
      <p>{payment ? t('CancelDialog.refund', { amount: formatRupees(amount) }) : t('CancelDialog.nothingPaid')}</p>
    </ConfirmDialog>
  );
}
