import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { doctorsPath } from '@clinic/shared/links';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner, useHydrated } from '@clinic/shared/ui';
import { BookingPanel } from '../features/booking/components/BookingPanel';
import { DoctorInfo } from '../features/booking/components/DoctorInfo';
import { AvailableAlternatives, RelatedDoctors } from '../features/booking/components/RelatedDoctors';
import { useClinicTz } from '../lib/use-clinic-tz';
import styles from './pages.module.css';

export default function AppointmentPage() {
  const { docId } = useParams();
  const doctors = useDoctorsStore((s) => s.doctors);
  const status = useDoctorsStore((s) => s.status);
  const doctor = doctors.find((d) => d._id === docId);
  // The doctor's card (with the portrait, the page's largest picture) is committed and painted first; the
  // related doctors follow in a transition, and only in the browser. The booking panel comes with the card,
  // on the server too, with its picker's skeleton: the free times are the api's, asked for once the
  // browser has hydrated (the gateway does not read them), so nothing below the card moves when they come.
  const deferred = useDeferredValue(doctor);
  const hydrated = useHydrated();
  const rest = hydrated && deferred && deferred._id === doctor?._id ? deferred : undefined;
  const clinicTz = useClinicTz();

  if (!doctor) {
    return (
      <Page title="Book an Appointment">
        {status === 'idle' || status === 'loading' ? (
          <Spinner label="Loading the doctor…" />
        ) : status === 'error' ? (
          <EmptyState title="The doctor could not be loaded">
            <Button onClick={() => void useDoctorsStore.getState().load()}>Try again</Button>
          </EmptyState>
        ) : (
          <EmptyState title="Doctor not found">
            <p>
              This doctor is not in our list any more. <Link to={doctorsPath()}>See all doctors</Link>
            </p>
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
          <EmptyState title="The booking times could not be loaded">
            <Button onClick={() => void useDoctorsStore.getState().load()}>Try again</Button>
          </EmptyState>
        ) : (
          // Only when the list came without the clinic's zone, while it is read again.
          <Spinner label="Loading the clinic's times…" />
        ))
      )}
      {rest && rest.available && <RelatedDoctors doctor={rest} doctors={doctors} />}
    </div>
  );
}
