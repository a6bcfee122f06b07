import { specialityName } from '@clinic/shared/clinic';
import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { slotStart } from '@clinic/shared/booking';
import { formatRupees, formatSlotTime, timeZoneName } from '@clinic/shared/format';
import { richText } from '@clinic/shared/i18n';
import { PaymentBadge, RefundBadge, StatusBadge } from '@clinic/shared/ui/badges';
import { useT } from '../../../i18n';
import { slotDateLabel } from '../../../lib/slot-date-label';
import { serviceWithLength } from '../../../lib/visit-length';
import { AppointmentActions } from './AppointmentActions';
import { HoldNotice } from './HoldNotice';
import { ReceiptLink } from './ReceiptLink';
import styles from './AppointmentCard.module.css';

/**
 * One appointment. Its date and time are the clinic's wall clock as booked; `clinicTz` (null while the
 * doctor list has not brought it) names that zone as it is on the day, standard or summer time.
 */
export function AppointmentCard({
  appointment,
  clinicTz,
  reload,
  cancelCutoffMinutes,
  holdReleaseMinutes = 0,
}: {
  appointment: Appointment;
  clinicTz: string | null;
  reload: () => void;
  /** The clinic's cancellation cut-off, as the list came with it (decision 44). */
  cancelCutoffMinutes?: number;
  /** The clinic's release time for unpaid online bookings (decision 34; 0: never). */
  holdReleaseMinutes?: number;
}) {
  const t = useT();
  const { docData } = appointment;
  const when = { date: slotDateLabel(appointment.slotDate), time: formatSlotTime(appointment.slotTime) };
  const active = appointmentStatus(appointment) === 'active';
  const headingId = `appointment-${appointment._id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img src={docData.image} alt="" width={112} height={112} loading="lazy" className={styles.photo} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {docData.name}
        </h2>
        <p className={styles.speciality}>{specialityName(docData.speciality)}</p>
        <p className={styles.address}>
          {docData.address.line1}
          {docData.address.line2 && `, ${docData.address.line2}`}
        </p>
        {appointment.service && (
          <p className={styles.service}>
            {/* "45 min" never breaks across lines beside the photo on a phone. */}
            {richText(serviceWithLength(appointment.service), { unit: (length) => <span className={styles.unit}>{length}</span> })}
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{t('Appointment.dateTime')}</dt>
            <dd>
              {clinicTz
                ? t('common.dateAtTimeZone', {
                    ...when,
                    zone: timeZoneName(clinicTz, slotStart(appointment.slotDate, appointment.slotTime, clinicTz)),
                  })
                : t('common.dateAtTime', when)}
            </dd>
          </div>
          <div>
            <dt>{t('common.fee')}</dt>
            <dd>{formatRupees(appointment.amount)}</dd>
          </div>
        </dl>
        <p className={styles.badges}>
          <StatusBadge appointment={appointment} />
          {appointment.refundStatus ? <RefundBadge appointment={appointment} /> : appointment.payment && <PaymentBadge paid />}
        </p>
        <ReceiptLink appointment={appointment} />
        {active && holdReleaseMinutes > 0 && (
          <HoldNotice appointment={appointment} clinicTz={clinicTz} releaseMinutes={holdReleaseMinutes} reload={reload} />
        )}
      </div>
      {active && (
        <AppointmentActions appointment={appointment} reload={reload} clinicTz={clinicTz} cancelCutoffMinutes={cancelCutoffMinutes} />
      )}
    </article>
  );
}
