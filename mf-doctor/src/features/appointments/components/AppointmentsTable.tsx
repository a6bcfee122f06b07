import { releasedLater } from '@clinic/shared/booking';
import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { PaymentBadge } from '@clinic/shared/ui/badges';
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
import { useT } from '../../../i18n';

const COLUMNS = ['patient', 'contact', 'payment', 'dateTime', 'fees', 'action'] as const;

interface Props {
  appointments: Appointment[];
  /** Rows before this page, so the numbering runs on across pages. */
  offset: number;
  /** The table's words for its order: newest first, or one day by time. */
  caption: string;
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
  /** The clinic's release time for unpaid online bookings (decision 34; 0: never): those it would release offer Keep. */
  holdReleaseMinutes?: number;
}

/**
 * How it is paid, in the spec's words (Online or Cash), for a visit that is or was to happen. A cancelled or
 * missed one that was never paid is owed nothing, so it says nothing (not "Cash" on every row); a
 * refund under way or done is shown with the status, in the actions column.
 */
function PaymentCell({ appointment: a }: { appointment: Appointment }) {
  const status = appointmentStatus(a);
  if (status === 'active' || status === 'completed') return <PaymentBadge paid={a.payment || !!a.refundStatus} wording="doctor" />;
  return a.payment && !a.refundStatus ? <PaymentBadge paid wording="doctor" /> : null;
}

/**
 * The doctor's appointments: who is coming and how to reach them (decision 41); payment reads Online or
 * Cash (spec section 4); cards whenever the column is narrow.
 */
export function AppointmentsTable({ appointments, offset, caption, clock, busyId, onAction, holdReleaseMinutes = 0 }: Props) {
  const t = useT();
  const label = Object.fromEntries(COLUMNS.map((column) => [column, t(`Appointments.columns.${column}`)])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  return (
    <StaffTable caption={caption} columns={['#', ...COLUMNS.map((column) => label[column])]} wide>
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
          <td data-label={label.payment}>
            <PaymentCell appointment={a} />
          </td>
          <td data-label={label.dateTime}>
            <SlotCell appointment={a} />
          </td>
          <td data-label={label.fees}>{formatRupees(a.amount)}</td>
          <td data-label={label.action} data-actions>
            <ActionButtons
              appointment={a}
              clock={clock}
              busy={busyId === a._id}
              onAction={onAction}
              keepable={releasedLater(a, holdReleaseMinutes, clock.now, clock.clinicTz)}
            />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
