import type { Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PaymentBadge } from '@clinic/shared/ui';
import { appointmentTableStyles as styles, formatAge, PersonCell, SlotCell, StaffTable } from '@clinic/shared/staff-panel';
import type { AppointmentAction } from '../../../hooks/useAppointmentActions';
import { ActionButtons } from '../../../components/ActionButtons';

const COLUMNS = ['#', 'Patient', 'Payment', 'Age', 'Date & Time', 'Fees', 'Action'];

interface Props {
  appointments: Appointment[];
  /** Rows before this page, so the numbering runs on across pages. */
  offset: number;
  busyId: string | null;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/** The doctor's appointments; payment reads Online or Cash (spec section 4); cards below 768 px. */
export function AppointmentsTable({ appointments, offset, busyId, onAction }: Props) {
  return (
    <StaffTable caption="Your appointments, newest first" columns={COLUMNS}>
      {appointments.map((a, i) => (
        <tr key={a._id} data-testid="appointment-row">
          <td data-label="#" className={styles.index}>
            {offset + i + 1}
          </td>
          <td data-label="Patient">
            <PersonCell image={a.userData.image} name={a.userData.name} />
          </td>
          <td data-label="Payment">
            <PaymentBadge paid={a.payment} wording="doctor" />
          </td>
          <td data-label="Age">{formatAge(a.userData.age)}</td>
          <td data-label="Date & Time">
            <SlotCell appointment={a} />
          </td>
          <td data-label="Fees">{formatRupees(a.amount)}</td>
          <td data-label="Action">
            <ActionButtons appointment={a} busy={busyId === a._id} onAction={onAction} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
