import { useEffect, useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { formatRupees } from '@clinic/shared/format';
import { Field } from '@clinic/shared/ui';
import { formatSlot } from '../format';
import { useStaffT } from '../i18n';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { usePatientName } from '../hooks/usePatientName';

/** The longest reason the api takes (staffCancelRequestSchema). */
export const MAX_CANCEL_REASON = 300;

interface Props {
  /** The appointment being cancelled; the dialog is open while there is one. */
  appointment: Appointment | null;
  /** The reason as typed, trimmed; '' when staff gave none. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Staff's cancel (decision 46): the spec's question, what happens to a payment (decision 49: refunded in full,
 * as the patient's own cancel says), then an optional reason that the patient's message quotes. Focus
 * starts on the safe choice, as in every staff confirmation; the field is one Tab away.
 */
export function CancelAppointmentDialog({ appointment, onConfirm, onClose }: Props) {
  const t = useStaffT();
  const patientName = usePatientName();
  const [reason, setReason] = useState('');
  // A new appointment starts with an empty reason: one typed for another must never be sent with this one.
  const chosenId = appointment?._id;
  useEffect(() => setReason(''), [chosenId]);
  return (
    <ConfirmDialog
      open={appointment !== null}
      title={translateMessage(MESSAGES.confirmCancel)}
      confirmLabel={t('CancelDialog.confirm')}
      backLabel={t('CancelDialog.keep')}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
    >
      {appointment && <p>{t('CancelDialog.text', { patient: patientName(appointment.userData.name), when: formatSlot(appointment) })}</p>}
      {appointment?.payment && <p>{t('CancelDialog.refund', { amount: formatRupees(appointment.amount) })}</p>}
      <Field label={t('CancelDialog.reason')} optional hint={t('CancelDialog.reasonHint', { max: MAX_CANCEL_REASON })}>
        {(p) => (
          <input {...p} type="text" maxLength={MAX_CANCEL_REASON} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
    </ConfirmDialog>
  );
}
