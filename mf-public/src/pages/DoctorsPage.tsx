import { useRef } from 'react';
import { Spinner } from '@clinic/shared/ui';
import { PageHeader } from '../ui/PageHeader';
import { SpecialityFilter } from '../features/doctors/components/SpecialityFilter';
import { DoctorSearch } from '../features/doctors/components/DoctorSearch';
import { DoctorGrid } from '../features/doctors/components/DoctorGrid';
import { NoMatch } from '../features/doctors/components/NoMatch';
import { useDoctorSearch } from '../features/doctors/hooks/useDoctorSearch';
import { useFilteredDoctors } from '../features/doctors/hooks/useFilteredDoctors';
import { searchTerms } from '../features/doctors/search-doctors';
import styles from './DoctorsPage.module.css';

const doctorCount = (n: number) => `${n} ${n === 1 ? 'doctor' : 'doctors'}`;

export default function DoctorsPage() {
  const search = useDoctorSearch();
  const { speciality, listed, searched, doctors, loading } = useFilteredDoctors(search.text);
  const searchBox = useRef<HTMLInputElement>(null);
  const searching = searchTerms(searched).length > 0;
  // Announced politely as the list changes under the reader's typing (role="status").
  const count = loading
    ? ''
    : searching
      ? `${doctorCount(doctors.length)} ${doctors.length === 1 ? 'matches' : 'match'} “${searched.trim()}”${listed ? ` · ${listed}` : ''}`
      : `${doctorCount(doctors.length)}${listed ? ` · ${listed}` : ''}`;

  return (
    <>
      <PageHeader
        eyebrow="Book an appointment"
        title="Our Doctors"
        lead="Choose a specialist, see when they are free and book a time that suits you. Every consultation fee is shown up front."
      />
      <div className={styles.content}>
        <DoctorSearch text={search.text} onChange={search.change} inputRef={searchBox} />
        <SpecialityFilter current={speciality} query={search.query} />
        <p className={styles.count} role="status">
          {count}
        </p>
        {loading ? (
          <Spinner label="Loading doctors…" />
        ) : doctors.length === 0 ? (
          <NoMatch speciality={listed} search={searching ? searched : ''} onClear={() => searchBox.current?.focus()} />
        ) : (
          <DoctorGrid doctors={doctors} />
        )}
      </div>
    </>
  );
}
