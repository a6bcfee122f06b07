import type { Appointment } from '@clinic/shared/contract';
import { releasedLater } from '@clinic/shared/booking';
import { formatRupees } from '@clinic/shared/format';
import {
  appointmentTableStyles as styles,
  ContactCell,
  formatSlot,
  PatientCell,
  PersonCell,
  SlotCell,
  StaffTable,
  usePatientName,
  type ClinicClock,
} from '@clinic/shared/staff-panel';
import { AdminActionButtons } from '../../../components/AdminActionButtons';
import type { AdminAction } from '../../../hooks/useAppointmentActions';
import { useT } from '../../../i18n';

interface Props {
  appointments: Appointment[];
  /** Rows before this page, so the numbering runs on across pages. */
  offset: number;
  /** The table's words for its order: newest first, or one day by time. */
  caption: string;
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AdminAction, appointment: Appointment) => void;
  /** The clinic's release time for unpaid online bookings (decision 34; 0: never): those it would release offer Keep. */
  holdReleaseMinutes?: number;
}

/**
 * Every appointment of the clinic: who is coming, how to reach them and what they asked (decision 41);
 * cards whenever the column is narrower than the table needs, so every column and action stays in view.
 */
export function AppointmentsTable({ appointments, offset, caption, clock, busyId, onAction, holdReleaseMinutes = 0 }: Props) {
  const t = useT();
  const patientName = usePatientName();
  const label = {
    patient: t('common.column.patient'),
    contact: t('common.column.contact'),
    dateTime: t('common.column.dateTime'),
    doctor: t('common.column.doctor'),
    fees: t('common.column.fees'),
    action: t('common.column.action'),
  };
  const columns = ['#', label.patient, label.contact, label.dateTime, label.doctor, label.fees, label.action];
  return (
    <StaffTable caption={caption} columns={columns} wide>
      {appointments.map((a, i) => (
        <tr key={a._id} data-testid="appointment-row">
          <td data-label="#" className={styles.index}>
            {offset + i + 1}
          </td>
          <td data-label={label.patient}>
            <PatientCell appointment={a} />
          </td>
          <td data-label={label.contact}>
            <ContactCell appointment={a} />
          </td>
          <td data-label={label.dateTime}>
            <SlotCell appointment={a} />
          </td>
          <td data-label={label.doctor}>
            <PersonCell image={a.docData.image} name={a.docData.name} />
          </td>
          <td data-label={label.fees}>{formatRupees(a.amount)}</td>
          <td data-label={label.action} data-actions>
            <AdminActionButtons
              appointment={a}
              clock={clock}
              busy={busyId === a._id}
              onAction={onAction}
              who={t('AllAppointments.who', { patient: patientName(a.userData.name), slot: formatSlot(a) })}
              keepable={releasedLater(a, holdReleaseMinutes, clock.now, clock.clinicTz)}
            />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
