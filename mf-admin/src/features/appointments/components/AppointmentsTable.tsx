import type { Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import {
  appointmentTableStyles as styles,
  ContactCell,
  formatSlot,
  PatientCell,
  PersonCell,
  SlotCell,
  StaffTable,
  type ClinicClock,
} from '@clinic/shared/staff-panel';
import { AdminActionButtons } from '../../../components/AdminActionButtons';
import type { AdminAction } from '../../../hooks/useAppointmentActions';

const COLUMNS = ['#', 'Patient', 'Contact', 'Date & Time', 'Doctor', 'Fees', 'Action'];

interface Props {
  appointments: Appointment[];
  /** Rows before this page, so the numbering runs on across pages. */
  offset: number;
  /** The table's words for its order: newest first, or one day by time. */
  caption: string;
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AdminAction, appointment: Appointment) => void;
}

/**
 * Every appointment of the clinic: who is coming, how to reach them and what they asked (decision 41);
 * cards whenever the column is narrower than the table needs, so every column and action stays in view.
 */
export function AppointmentsTable({ appointments, offset, caption, clock, busyId, onAction }: Props) {
  return (
    <StaffTable caption={caption} columns={COLUMNS} wide>
      {appointments.map((a, i) => (
        <tr key={a._id} data-testid="appointment-row">
          <td data-label="#" className={styles.index}>
            {offset + i + 1}
          </td>
          <td data-label="Patient">
            <PatientCell appointment={a} />
          </td>
          <td data-label="Contact">
            <ContactCell appointment={a} />
          </td>
          <td data-label="Date & Time">
            <SlotCell appointment={a} />
          </td>
          <td data-label="Doctor">
            <PersonCell image={a.docData.image} name={a.docData.name} />
          </td>
          <td data-label="Fees">{formatRupees(a.amount)}</td>
          <td data-label="Action">
            <AdminActionButtons
              appointment={a}
              clock={clock}
              busy={busyId === a._id}
              onAction={onAction}
              who={`${a.userData.name} on ${formatSlot(a)}`}
            />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
