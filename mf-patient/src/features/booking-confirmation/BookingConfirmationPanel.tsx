import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { specialityName } from '@clinic/shared/clinic';
import { bookingReference, formatRupees } from '@clinic/shared/format';
import { useBookingConfirmationStore, type BookingConfirmation } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import { useAddToCalendar } from '../../hooks/useAddToCalendar';
import { usePayOnline } from '../../hooks/usePayOnline';
import { useT } from '../../i18n';
import { slotDayInWords, slotTimeAtClinic } from './confirmation-text';
import { WhatsappOffer } from './WhatsappOffer';
import styles from './BookingConfirmationPanel.module.css';

/**
 * What the patient sees on `/` after booking (decision 39), until they dismiss it: the appointment, its
 * reference, and the next steps. The shell loads this only once the confirmation store holds a booking,
 * so nobody else downloads it.
 */
export default function BookingConfirmationPanel() {
  const confirmation = useBookingConfirmationStore((s) => s.confirmation);
  // Keyed by the booking: a second booking in the same tab is a new panel, focused again.
  return confirmation ? <ConfirmationCard key={confirmation.appointmentId} confirmation={confirmation} /> : null;
}

function ConfirmationCard({ confirmation }: { confirmation: BookingConfirmation }) {
  const { appointmentId, doctorName, speciality, address, slotDate, slotTime, clinicTz, fee } = confirmation;
  const t = useT();
  const dismiss = useBookingConfirmationStore((s) => s.dismiss);
  // Leaving for the checkout is the next step taken: from there the payment returns to My appointments.
  const payment = usePayOnline(appointmentId, dismiss);
  const calendar = useAddToCalendar({ _id: appointmentId, slotDate, slotTime, docData: { name: doctorName, speciality, address } });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown after the page has arrived (the shell loads it on demand): focus it so it is read first.
  useEffect(() => heading.current?.focus(), []);
  const busy = payment.paying || calendar.makingFile;

  return (
    <section className={styles.panel} role="status" aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <svg className={styles.tick} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <circle cx="12" cy="12" r="12" />
            <path d="M6.5 12.5l3.5 3.5 7.5-8" />
          </svg>
          <h2 id={headingId} ref={heading} tabIndex={-1} data-page-focus className={styles.heading}>
            {t('BookingConfirmation.heading')}
          </h2>
          <Button variant="ghost" className={styles.dismiss} onClick={dismiss} aria-label={t('BookingConfirmation.dismissLabel')}>
            {t('BookingConfirmation.dismiss')}
          </Button>
        </div>
        <dl className={styles.facts}>
          <div className={styles.doctor}>
            <dt>{t('BookingConfirmation.doctor')}</dt>
            <dd>
              {doctorName} <span className={styles.muted}>· {specialityName(speciality)}</span>
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>{t('BookingConfirmation.date')}</dt>
            <dd>{slotDayInWords(slotDate)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>{t('BookingConfirmation.time')}</dt>
            <dd>{slotTimeAtClinic(slotDate, slotTime, clinicTz)}</dd>
          </div>
          <div>
            <dt>{t('common.fee')}</dt>
            <dd>{formatRupees(fee)}</dd>
          </div>
          <div>
            <dt>{t('BookingConfirmation.reference')}</dt>
            <dd className={styles.reference} translate="no">
              {bookingReference(appointmentId)}
            </dd>
          </div>
        </dl>
        <h3 className={styles.nextHeading}>{t('BookingConfirmation.nextHeading')}</h3>
        <p className={styles.next}>{t('BookingConfirmation.next')}</p>
        <div className={styles.actions}>
          <Button onClick={payment.pay} disabled={busy}>
            {payment.paying ? t('common.openingPayment') : t('common.payOnline')}
          </Button>
          <Button variant="secondary" onClick={calendar.addToCalendar} disabled={busy}>
            {t('common.addToCalendar')}
          </Button>
          <Link to="/my-appointments" className={styles.link}>
            {t('common.myAppointments')}
          </Link>
        </div>
        <WhatsappOffer />
      </div>
    </section>
  );
}
