import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { EmptyState } from '@clinic/shared/ui';
import { Avatar, Icon, cardStyles as cards, formatSlot, latestListStyles as styles } from '@clinic/shared/staff-panel';
import { ActionButtons } from '../../appointments/components/ActionButtons';
import type { AppointmentAction } from '../../appointments/hooks/useAppointmentActions';

interface Props {
  appointments: Appointment[];
  busyId: string | null;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/** The doctor's 5 newest bookings, with cancel and complete on the active ones. */
export function LatestBookings({ appointments, busyId, onAction }: Props) {
  return (
    <section className={cards.panel} aria-labelledby="latest-bookings">
      <h2 id="latest-bookings" className={cards.panelHead}>
        <Icon name="list" size={22} />
        Latest Bookings
      </h2>
      {appointments.length === 0 ? (
        <EmptyState title={MESSAGES.noAppointmentsYet} />
      ) : (
        <ul className={styles.list}>
          {appointments.map((a) => (
            <li key={a._id} className={styles.item} data-testid="latest-booking">
              <Avatar src={a.userData.image} name={a.userData.name} size={44} />
              <div className={styles.text}>
                <p className={styles.name}>{a.userData.name}</p>
                <p className={styles.meta}>Booking on {formatSlot(a)}</p>
              </div>
              <ActionButtons appointment={a} busy={busyId === a._id} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
