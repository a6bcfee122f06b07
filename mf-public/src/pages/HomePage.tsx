import { Link } from 'react-router-dom';
import { MESSAGES } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Page, Spinner, EmptyState } from '@clinic/shared/ui';
import { DoctorCard } from '../features/doctors/components/DoctorCard';
import styles from './HomePage.module.css';

export default function HomePage() {
  const { doctors, status } = useDoctorsStore();
  return (
    <Page title="Home" heading="Better Hearing, Better Life">
      <p className={styles.lead}>Hearing tests, hearing aids and speech therapy, with time to listen.</p>
      <Link to="/doctors" className={styles.cta}>
        Book an Appointment
      </Link>
      <h2 className={styles.heading}>Our doctors</h2>
      {status !== 'ready' && doctors.length === 0 ? (
        status === 'error' ? <EmptyState title={MESSAGES.noDoctorsHome} /> : <Spinner label="Loading doctors…" />
      ) : doctors.length === 0 ? (
        <EmptyState title={MESSAGES.noDoctorsHome} />
      ) : (
        <ul className={styles.grid} aria-label="Doctors">
          {doctors.map((doctor) => (
            <li key={doctor._id}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
