import styles from './Profile.module.css';

/** Spec section 4: the doctor may tick it, but the clinic wants availability changes to go through the admin. */
export function AvailabilityNote() {
  return (
    <p id="availability-note" className={styles.note}>
      To change your availability, please contact the admin.
    </p>
  );
}
