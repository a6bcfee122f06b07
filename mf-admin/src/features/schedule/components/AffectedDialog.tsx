import { ConfirmDialog } from '@clinic/shared/staff-panel';
import { plural } from '../schedule-text';

/** What the change is, for the dialog's title. */
export type AffectingChange = 'hours' | 'closure' | 'leave';

const TITLE: Record<AffectingChange, (appointments: string) => string> = {
  hours: (appointments) => `These hours leave ${appointments} outside them`,
  closure: (appointments) => `This closure falls on ${appointments}`,
  leave: (appointments) => `This leave falls on ${appointments}`,
};

interface Props {
  change: AffectingChange;
  /** How many booked appointments the change falls on; null: the dialog is closed. */
  affected: number | null;
  onCancelThem: () => void;
  onBack: () => void;
}

/**
 * Issue 20: a change to the calendar over booked appointments is not saved until the admin says what
 * becomes of them. Back (the safe choice, focused first) keeps everything as it was; "Cancel them and
 * save" cancels those appointments, frees their times and saves the change.
 */
export function AffectedDialog({ change, affected, onCancelThem, onBack }: Props) {
  const count = affected ?? 0;
  const them = count === 1 ? 'it' : 'them';
  return (
    <ConfirmDialog
      open={affected !== null}
      title={affected !== null ? TITLE[change](plural(count, 'appointment')) : ''}
      confirmLabel="Cancel them and save"
      onConfirm={onCancelThem}
      onClose={onBack}
      backLabel="Back"
    >
      <p>
        Nothing has been saved yet. To save this change, the booked {count === 1 ? 'appointment has' : 'appointments have'} to be cancelled.
      </p>
      <p>
        Cancelling {them} frees the {count === 1 ? 'time' : 'times'}, and the {count === 1 ? 'patient sees' : 'patients see'} the
        cancellation in their appointments. Back keeps everything as it is.
      </p>
    </ConfirmDialog>
  );
}
