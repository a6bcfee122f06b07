import { MESSAGES } from '@clinic/shared/contract';
import { EmptyState, Spinner } from '@clinic/shared/ui';
import { PageHeader } from '../ui/PageHeader';
import { ButtonLink } from '../ui/ButtonLink';
import { SpecialityFilter } from '../features/doctors/components/SpecialityFilter';
import { DoctorGrid } from '../features/doctors/components/DoctorGrid';
import { useFilteredDoctors } from '../features/doctors/hooks/useFilteredDoctors';
import styles from './DoctorsPage.module.css';

export default function DoctorsPage() {
  const { speciality, listed, doctors, loading } = useFilteredDoctors();

  return (
    <>
      <PageHeader
        eyebrow="Book an appointment"
        title="Our Doctors"
        lead="Choose a specialist, see when they are free and book a time that suits you. Every consultation fee is shown up front."
      />
      <div className={styles.content}>
        <SpecialityFilter current={speciality} />
        <p className={styles.count} role="status">
          {loading ? '' : `${doctors.length} ${doctors.length === 1 ? 'doctor' : 'doctors'}${listed ? ` · ${listed}` : ''}`}
        </p>
        {loading ? (
          <Spinner label="Loading doctors…" />
        ) : doctors.length === 0 ? (
          <EmptyState title={MESSAGES.noDoctors}>
            {listed && (
              <ButtonLink to="/doctors" variant="outline">
                Show all doctors
              </ButtonLink>
            )}
          </EmptyState>
        ) : (
          <DoctorGrid doctors={doctors} />
        )}
      </div>
    </>
  );
}
