import styles from './Profile.module.css';

interface Props {
  /** Whether the doctor is (or, in the form, is about to be) taking bookings. */
  available: boolean;
  /** Active appointments not yet started. */
  upcoming: number;
}

const appointments = (n: number) => `${n} upcoming appointment${n === 1 ? '' : 's'}`;

/**
 * What the Available box does, truthfully (issue 19, decision 42): unticked, patients cannot book new
 * appointments with the doctor, and those already booked stay. While unticked, the doctor also sees how many
 * stay, so none is forgotten.
 */
export function AvailabilityNote({ available, upcoming }: Props) {
  return (
    <div id="availability-note" className={styles.note}>
      <p>When unticked, patients cannot book new appointments with you; appointments already booked stay.</p>
      {!available && upcoming > 0 && (
        <p className={styles.kept}>
          You have {appointments(upcoming)}; they stay booked. Cancel any you cannot keep from your appointments.
        </p>
      )}
    </div>
  );
}
