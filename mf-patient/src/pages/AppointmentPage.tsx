import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { richText } from '@clinic/shared/i18n';
import { doctorsPath } from '@clinic/shared/links';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner, useHydrated } from '@clinic/shared/ui';
import { BookingPanel } from '../features/booking/components/BookingPanel';
import { DoctorInfo } from '../features/booking/components/DoctorInfo';
import { AvailableAlternatives, RelatedDoctors } from '../features/booking/components/RelatedDoctors';
import { useAllWords, useT } from '../i18n';
import { useClinicTz } from '../lib/use-clinic-tz';
import styles from './pages.module.css';

export default function AppointmentPage() {
  const t = useT();
  const { docId } = useParams();
  const doctors = useDoctorsStore((s) => s.doctors);
  const status = useDoctorsStore((s) => s.status);
  const doctor = doctors.find((d) => d._id === docId);
  // The doctor's card (with the portrait, the page's largest picture) is committed and painted first; the
  // related doctors follow in a transition, and only in the browser. The booking panel comes with the card,
  // on the server too, with its picker's skeleton: the free times are the api's, asked for once the
  // browser has hydrated (the gateway does not read them), so nothing below the card moves when they come.
  // The related doctors were not in the server's render, so not in the words it served: they wait for the rest.
  const deferred = useDeferredValue(doctor);
  const hydrated = useHydrated();
  const allWords = useAllWords();
  const rest = hydrated && allWords && deferred && deferred._id === doctor?._id ? deferred : undefined;
  const clinicTz = useClinicTz();

  if (!doctor) {
    return (
      <Page title={t('AppointmentPage.title')}>
        {status === 'idle' || status === 'loading' ? (
          <Spinner label={t('AppointmentPage.loadingDoctor')} />
        ) : status === 'error' ? (
          <EmptyState title={t('AppointmentPage.doctorFailed')}>
            <Button onClick={() => void useDoctorsStore.getState().load()}>{t('common.tryAgain')}</Button>
          </EmptyState>
        ) : (
          <EmptyState title={t('AppointmentPage.notFound')}>
            <p>{richText(t('AppointmentPage.notInList'), { link: (text) => <Link to={doctorsPath()}>{text}</Link> })}</p>
          </EmptyState>
        )}
      </Page>
    );
  }

  return (
    <div className={styles.page}>
      <DoctorInfo doctor={doctor} />
      {/* Rendered with the card, on the server too: the way on from a doctor who takes no bookings. */}
      {!doctor.available && <AvailableAlternatives doctor={doctor} doctors={doctors} />}
      {/* Keyed by doctor so moving to a related doctor starts a fresh pick. */}
      {clinicTz ? (
        <BookingPanel key={doctor._id} doctor={doctor} clinicTz={clinicTz} />
      ) : (
        rest &&
        (status === 'error' ? (
          <EmptyState title={t('AppointmentPage.timesFailed')}>
            <Button onClick={() => void useDoctorsStore.getState().load()}>{t('common.tryAgain')}</Button>
          </EmptyState>
        ) : (
          // Only when the list came without the clinic's zone, while it is read again.
          <Spinner label={t('AppointmentPage.loadingTimes')} />
        ))
      )}
      {rest && rest.available && <RelatedDoctors doctor={rest} doctors={doctors} />}
    </div>
  );
}
