import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { Button, StatusBadge } from '@clinic/shared/ui';
import { appointmentTableStyles as styles, formatAge, PersonCell, SlotCell, formatSlot, StaffTable } from '@clinic/shared/staff-panel';

const COLUMNS = ['#', 'Patient', 'Age', 'Date & Time', 'Doctor', 'Fees', 'Action'];

interface Props {
  appointments: Appointment[];
  /** Rows before this page, so the numbering runs on across pages. */
  offset: number;
  busyId: string | null;
  onCancel: (appointment: Appointment) => void;
}

/** Every appointment of the clinic; below 768 px each row becomes a labelled card. */
export function AppointmentsTable({ appointments, offset, busyId, onCancel }: Props) {
  return (
    <StaffTable caption="Appointments, newest first" columns={COLUMNS}>
      {appointments.map((a, i) => (
        <tr key={a._id} data-testid="appointment-row">
          <td data-label="#" className={styles.index}>
            {offset + i + 1}
          </td>
          <td data-label="Patient">
            <PersonCell image={a.userData.image} name={a.userData.name} />
          </td>
          <td data-label="Age">{formatAge(a.userData.age)}</td>
          <td data-label="Date & Time">
            <SlotCell appointment={a} />
          </td>
          <td data-label="Doctor">
            <PersonCell image={a.docData.image} name={a.docData.name} />
          </td>
          <td data-label="Fees">{formatRupees(a.amount)}</td>
          <td data-label="Action">
            {appointmentStatus(a) === 'active' ? (
              <Button
                variant="secondary"
                className={styles.action}
                aria-label={`Cancel appointment of ${a.userData.name} on ${formatSlot(a)}`}
                disabled={busyId === a._id}
                onClick={() => onCancel(a)}
              >
                Cancel
              </Button>
            ) : (
              <StatusBadge appointment={a} />
            )}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
