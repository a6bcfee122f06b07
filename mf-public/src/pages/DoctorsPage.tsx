import { useRef } from 'react';
import { specialityName } from '@clinic/shared/clinic';
import { Spinner } from '@clinic/shared/ui';
import { PageHeader } from '../ui/PageHeader';
import { SpecialityFilter } from '../features/doctors/components/SpecialityFilter';
import { DoctorSearch } from '../features/doctors/components/DoctorSearch';
import { DoctorGrid } from '../features/doctors/components/DoctorGrid';
import { NoMatch } from '../features/doctors/components/NoMatch';
import { useDoctorSearch } from '../features/doctors/hooks/useDoctorSearch';
import { useFilteredDoctors } from '../features/doctors/hooks/useFilteredDoctors';
import { searchTerms } from '../features/doctors/search-doctors';
import { useT } from '../i18n';
import styles from './DoctorsPage.module.css';

export default function DoctorsPage() {
  const search = useDoctorSearch();
  const { speciality, listed, searched, doctors, loading } = useFilteredDoctors(search.text);
  const searchBox = useRef<HTMLInputElement>(null);
  const t = useT();
  const searching = searchTerms(searched).length > 0;
  // Announced politely as the list changes under the reader's typing (role="status").
  const counted = searching
    ? t('DoctorsPage.countSearched', { count: doctors.length, query: searched.trim() })
    : t('DoctorsPage.count', { count: doctors.length });
  const count = loading ? '' : listed ? t('DoctorsPage.countIn', { doctors: counted, speciality: specialityName(listed) }) : counted;

  return (
    <>
      <PageHeader eyebrow={t('DoctorsPage.eyebrow')} title={t('DoctorsPage.title')} lead={t('DoctorsPage.lead')} />
      <div className={styles.content}>
        <DoctorSearch text={search.text} onChange={search.change} inputRef={searchBox} />
        <SpecialityFilter current={speciality} query={search.query} />
        <p className={styles.count} role="status">
          {count}
        </p>
        {loading ? (
          <Spinner label={t('DoctorsPage.loading')} />
        ) : doctors.length === 0 ? (
          <NoMatch speciality={listed} search={searching ? searched : ''} onClear={() => searchBox.current?.focus()} />
        ) : (
          <DoctorGrid doctors={doctors} />
        )}
      </div>
    </>
  );
}
