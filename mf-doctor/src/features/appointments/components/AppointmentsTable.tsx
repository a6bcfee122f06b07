import type { Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PaymentBadge } from '@clinic/shared/ui';
import {
  appointmentTableStyles as styles,
  ContactCell,
  PatientCell,
  SlotCell,
  StaffTable,
  type ClinicClock,
} from '@clinic/shared/staff-panel';
import type { AppointmentAction } from '../../../hooks/useAppointmentActions';
import { ActionButtons } from '../../../components/ActionButtons';

const COLUMNS = ['#', 'Patient', 'Contact', 'Payment', 'Date & Time', 'Fees', 'Action'];

interface Props {
  appointments: Appointment[];
  /** Rows before this page, so the numbering runs on across pages. */
  offset: number;
  /** The table's words for its order: newest first, or one day by time. */
  caption: string;
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/**
 * The doctor's appointments: who is coming and how to reach them (decision 41); payment reads Online or
 * Cash (spec section 4); cards whenever the column is narrow.
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
          <td data-label="Payment">
            {/* How it was paid: a refund under way or done is shown with the status, in the actions column. */}
            <PaymentBadge paid={a.payment || !!a.refundStatus} wording="doctor" />
          </td>
          <td data-label="Date & Time">
            <SlotCell appointment={a} />
          </td>
          <td data-label="Fees">{formatRupees(a.amount)}</td>
          <td data-label="Action">
            <ActionButtons appointment={a} clock={clock} busy={busyId === a._id} onAction={onAction} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
