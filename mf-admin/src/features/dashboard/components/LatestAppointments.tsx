import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { Button, StatusBadge } from '@clinic/shared/ui';
import { formatSlot, LatestPanel, latestListStyles as styles } from '@clinic/shared/staff-panel';

interface Props {
  appointments: Appointment[];
  busyId: string | null;
  onCancel: (appointment: Appointment) => void;
}

/** The newest bookings with their doctor, and a cancel on the ones still active. */
export function LatestAppointments({ appointments, busyId, onCancel }: Props) {
  return (
    <LatestPanel
      title="Latest Appointments"
      headingId="latest-heading"
      testId="latest-appointment"
      appointments={appointments}
      person={(a) => a.docData}
      meta={(a) => `${a.userData.name} · Booking on ${formatSlot(a)}`}
      action={(a) =>
        appointmentStatus(a) === 'active' ? (
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
        )
      }
    />
  );
}
