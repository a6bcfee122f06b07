import type { Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PaymentBadge, RefundBadge, StatusBadge } from '@clinic/shared/ui/badges';
import { PersonCell, SlotCell, StaffTable } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import styles from './Patients.module.css';

/** One patient's appointments with their doctor, slot, fee, payment and status, in the staff tables' style. */
export function PatientAppointmentsTable({ appointments, caption }: { appointments: Appointment[]; caption: string }) {
  const t = useT();
  const label = {
    doctor: t('common.column.doctor'),
    dateTime: t('common.column.dateTime'),
    fees: t('common.column.fees'),
    payment: t('Patients.column.payment'),
    status: t('Patients.column.status'),
  };
  return (
    <StaffTable caption={caption} columns={Object.values(label)} className={styles.compact}>
      {appointments.map((a) => (
        <tr key={a._id} data-testid="patient-appointment">
          <td data-label={label.doctor} className={styles.nameCell}>
            <PersonCell image={a.docData.image} name={a.docData.name} />
          </td>
          <td data-label={label.dateTime}>
            <SlotCell appointment={a} />
          </td>
          <td data-label={label.fees}>{formatRupees(a.amount)}</td>
          <td data-label={label.payment}>
            {a.refundStatus ? <RefundBadge appointment={a} audience="staff" /> : <PaymentBadge paid={a.payment} />}
          </td>
          <td data-label={label.status}>
            <StatusBadge appointment={a} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
