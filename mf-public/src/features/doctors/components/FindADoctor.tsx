import { useRef } from 'react';
import { specialityName } from '@clinic/shared/clinic';
import { Spinner } from '@clinic/shared/ui';
import { SpecialityFilter } from './SpecialityFilter';
import { DoctorSearch } from './DoctorSearch';
import { DoctorGrid } from './DoctorGrid';
import { NoMatch } from './NoMatch';
import { useDoctorSearch } from '../hooks/useDoctorSearch';
import { useFilteredDoctors } from '../hooks/useFilteredDoctors';
import { searchTerms } from '../search-doctors';
import { useT } from '../../../i18n';
import styles from './FindADoctor.module.css';

/** The search box, the specialities and the doctors they find. */
export function FindADoctor() {
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
  );
}
