import type { Appointment } from '@clinic/shared/contract';
import { formatSlotDate, formatSlotTime } from '@clinic/shared/format';
import styles from './appointments-table.module.css';
import { Avatar } from './Avatar';

/** A person in an appointments table: photo (or initials) and name. */
export function PersonCell({ image, name }: { image?: string; name: string }) {
  return (
    <span className={styles.person}>
      <Avatar src={image} name={name} size={36} />
      {name}
    </span>
  );
}

/** The slot of an appointment, date over time. */
export function SlotCell({ appointment }: { appointment: Pick<Appointment, 'slotDate' | 'slotTime'> }) {
  return (
    <span className={styles.when}>
      <span>{formatSlotDate(appointment.slotDate)}</span>
      <span className={styles.time}>{formatSlotTime(appointment.slotTime)}</span>
    </span>
  );
}
