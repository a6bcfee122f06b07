import type { Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PaymentBadge, StatusBadge } from '@clinic/shared/ui';
import { appointmentTableStyles as table, PersonCell, SlotCell } from '@clinic/shared/staff-panel';
import styles from './Patients.module.css';

/** One patient's appointments with their doctor, slot, fee, payment and status, in the staff tables' style. */
export function PatientAppointmentsTable({ appointments, caption }: { appointments: Appointment[]; caption: string }) {
  return (
    <div className={table.wrap}>
      <table className={`${table.table} ${styles.compact}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Doctor</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Fees</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
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
                <PaymentBadge paid={a.payment} />
              </td>
              <td data-label="Status">
                <StatusBadge appointment={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
