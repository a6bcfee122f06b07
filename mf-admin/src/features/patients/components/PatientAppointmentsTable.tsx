import type { Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PaymentBadge, RefundBadge, StatusBadge } from '@clinic/shared/ui';
import { PersonCell, SlotCell, StaffTable } from '@clinic/shared/staff-panel';
import styles from './Patients.module.css';

const COLUMNS = ['Doctor', 'Date & Time', 'Fees', 'Payment', 'Status'];

/** One patient's appointments with their doctor, slot, fee, payment and status, in the staff tables' style. */
export function PatientAppointmentsTable({ appointments, caption }: { appointments: Appointment[]; caption: string }) {
  return (
    <StaffTable caption={caption} columns={COLUMNS} className={styles.compact}>
      {appointments.map((a) => (
        <tr key={a._id} data-testid="patient-appointment">
          <td data-label="Doctor" className={styles.nameCell}>
            <PersonCell image={a.docData.image} name={a.docData.name} />
          </td>
          <td data-label="Date & Time">
            <SlotCell appointment={a} />
          </td>
          <td data-label="Fees">{formatRupees(a.amount)}</td>
          <td data-label="Payment">
            {a.refundStatus ? <RefundBadge appointment={a} audience="staff" /> : <PaymentBadge paid={a.payment} />}
          </td>
          <td data-label="Status">
            <StatusBadge appointment={a} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
