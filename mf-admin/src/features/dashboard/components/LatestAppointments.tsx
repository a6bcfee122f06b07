import { appointmentStatus, MESSAGES, type Appointment } from '@clinic/shared/contract';
import { Button, EmptyState, StatusBadge } from '@clinic/shared/ui';
import { Avatar, Icon, cardStyles as cards, formatSlot, latestListStyles as styles } from '@clinic/shared/staff-panel';

interface Props {
  appointments: Appointment[];
  busyId: string | null;
  onCancel: (appointment: Appointment) => void;
}

/** The newest bookings with their doctor, and a cancel on the ones still active. */
export function LatestAppointments({ appointments, busyId, onCancel }: Props) {
  return (
    <section className={cards.panel} aria-labelledby="latest-heading">
      <h2 id="latest-heading" className={cards.panelHead}>
        <Icon name="list" size={22} />
        Latest Appointments
      </h2>
      {appointments.length === 0 ? (
        <EmptyState title={MESSAGES.noAppointmentsYet} />
      ) : (
        <ul className={styles.list}>
          {appointments.map((a) => (
            <li key={a._id} className={styles.item} data-testid="latest-appointment">
              <Avatar src={a.docData.image} name={a.docData.name} size={44} />
              <div className={styles.text}>
                <p className={styles.name}>{a.docData.name}</p>
                <p className={styles.meta}>
                  {a.userData.name} · Booking on {formatSlot(a)}
                </p>
              </div>
              {appointmentStatus(a) === 'active' ? (
                <Button
                  variant="secondary"
                  className={styles.cancel}
                  aria-label={`Cancel appointment of ${a.userData.name} with ${a.docData.name}`}
                  disabled={busyId === a._id}
                  onClick={() => onCancel(a)}
                >
                  Cancel
                </Button>
              ) : (
                <StatusBadge appointment={a} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
