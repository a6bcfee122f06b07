import { useEffect, useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { Field } from '@clinic/shared/ui';
import { formatSlot } from '../format';
import { ConfirmDialog } from './ConfirmDialog';

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
 * Staff's cancel (issue 21): the spec's question, then an optional reason that the patient's message
 * quotes. Focus starts on the safe choice, as in every staff confirmation; the field is one Tab away.
 */
export function CancelAppointmentDialog({ appointment, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  // A new appointment starts with an empty reason: one typed for another must never be sent with this one.
  const chosenId = appointment?._id;
  useEffect(() => setReason(''), [chosenId]);
  return (
    <ConfirmDialog
      open={appointment !== null}
      title={MESSAGES.confirmCancel}
      confirmLabel="Cancel appointment"
      backLabel="Keep appointment"
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
    >
      {appointment && (
        <p>
          {appointment.userData.name} on {formatSlot(appointment)}. The slot is freed for other patients and the patient is told.
        </p>
      )}
      <Field label="Reason (told to the patient)" optional hint={`Up to ${MAX_CANCEL_REASON} characters.`}>
        {(p) => (
          <input {...p} type="text" maxLength={MAX_CANCEL_REASON} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
    </ConfirmDialog>
  );
}
