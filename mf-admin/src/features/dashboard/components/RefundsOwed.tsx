import type { Appointment } from '@clinic/shared/contract';
import { formatSlot, LatestPanel, usePatientName } from '@clinic/shared/staff-panel';
import { RefundBadge, StatusBadge } from '@clinic/shared/ui/badges';
import { useT } from '../../../i18n';

/**
 * Cancelled paid appointments whose money is not back yet (decision 49), failing ones first: the sweep
 * retries them by itself; the admin sees which the provider keeps refusing. Absent when there are none.
 */
export function RefundsOwed({ appointments }: { appointments: Appointment[] }) {
  const t = useT();
  const patientName = usePatientName();
  if (appointments.length === 0) return null;
  return (
    <LatestPanel
      title={t('AdminDashboard.refundsTitle')}
      headingId="refunds-heading"
      testId="refund-owed"
      appointments={appointments}
      person={(a) => a.docData}
      meta={(a) => t('AdminDashboard.refundsMeta', { patient: patientName(a.userData.name), slot: formatSlot(a) })}
      action={(a) => (
        <span>
          <StatusBadge appointment={a} /> <RefundBadge appointment={a} audience="staff" />
        </span>
      )}
    />
  );
}
