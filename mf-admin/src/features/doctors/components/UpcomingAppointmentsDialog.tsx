import { ConfirmDialog } from '@clinic/shared/staff-panel';
import type { PendingDecision } from '../hooks/useDoctorActions';

interface Props {
  decision: PendingDecision | null;
  onKeep: () => void;
  onCancelThem: () => void;
  onBack: () => void;
}

const appointments = (n: number) => `${n} upcoming appointment${n === 1 ? '' : 's'}`;

/**
 * Decision 42: before a doctor with upcoming appointments is made unavailable or deleted, the admin is told
 * how many and chooses what becomes of them. Focus starts on Back, the safe choice, and returns to the
 * switch or button after.
 */
export function UpcomingAppointmentsDialog({ decision, onKeep, onCancelThem, onBack }: Props) {
  const count = decision ? appointments(decision.upcoming) : '';
  const them = decision?.upcoming === 1 ? 'it' : 'them';
  const unavailable = decision?.kind === 'unavailable';
  return (
    <ConfirmDialog
      open={decision !== null}
      title={decision ? `${decision.doctor.name} has ${count}` : ''}
      confirmLabel={unavailable ? 'Cancel them' : 'Cancel them and delete'}
      onConfirm={onCancelThem}
      onClose={onBack}
      backLabel="Back"
      otherAction={unavailable ? { label: 'Keep them', onClick: onKeep } : undefined}
    >
      {decision &&
        (unavailable ? (
          <>
            <p>Not available means patients cannot book new appointments with this doctor. What should happen to the {count}?</p>
            <p>
              Kept, they stay booked and the doctor still sees those patients. Cancelled, the patients see the cancellation in their
              appointments and the times are free again.
            </p>
          </>
        ) : (
          <>
            <p>
              A deleted doctor cannot see patients, so the {count} cannot be kept: deleting cancels {them}, and the{' '}
              {decision.upcoming === 1 ? 'patient sees' : 'patients see'} the cancellation in their appointments.
            </p>
            <p>This action cannot be undone.</p>
          </>
        ))}
    </ConfirmDialog>
  );
}
