import { useEffect, useRef, useState } from 'react';
import { EmptyState, Spinner } from '@clinic/shared/ui';
import { controlStyles as controls, LoadFailed, pageCount, Pagination, SearchField, useListFilters } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { usePatientPage } from '../hooks/usePatientPage';
import { PATIENT_PAGE_SIZE } from '../patient';
import { PatientDetail } from './PatientDetail';
import { PatientsTable } from './PatientsTable';
import styles from './Patients.module.css';

/**
 * The admin's patients: a search by name, e-mail or phone kept in the address (`?q=&page=`) like the
 * other staff lists, a page of matches, and the chosen patient's appointments and account actions.
 */
export function Patients() {
  const t = useT();
  const { filters, search, setSearch, setPage } = useListFilters();
  const { data, loading, reload } = usePatientPage(filters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Counts the choices, so choosing the patient already open takes the reader to their details again.
  const [choices, setChoices] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const pages = data ? pageCount(data.total, PATIENT_PAGE_SIZE) : 1;
  // The row, not a copy: after an action the reloaded list brings the new blocked state and count.
  const selected = data?.patients.find((p) => p._id === selectedId) ?? null;

  // A search that shrinks the list can leave the reader past its last page; step back rather than show an empty page.
  useEffect(() => {
    if (data && filters.page > pages) setPage(pages, true);
  }, [data, filters.page, pages, setPage]);

  const choose = (patient: { _id: string }) => {
    setSelectedId(patient._id);
    setChoices((n) => n + 1);
  };
  const close = () => {
    const id = selectedId;
    setSelectedId(null);
    listRef.current?.querySelector<HTMLElement>(`[data-patient-id="${id}"]`)?.focus();
  };

  return (
    <>
      <div className={controls.toolbar}>
        <SearchField label={t('Patients.search')} value={search} onChange={setSearch} />
      </div>
      {!data && loading && <Spinner label={t('Patients.loading')} />}
      {!data && !loading && <LoadFailed what="patients" onRetry={reload} />}
      {data && (
        <div ref={listRef} className={styles.list} aria-busy={loading}>
          {data.patients.length === 0 ? (
            <EmptyState title={filters.q.trim() ? t('Patients.noMatch', { query: filters.q.trim() }) : t('Patients.empty')} />
          ) : (
            <PatientsTable patients={data.patients} selectedId={selected?._id ?? null} onChoose={choose} />
          )}
          <Pagination page={filters.page} pages={pages} total={data.total} limit={PATIENT_PAGE_SIZE} onChange={setPage} />
        </div>
      )}
      {selected && <PatientDetail key={selected._id} patient={selected} chosen={choices} onChanged={reload} onClose={close} />}
    </>
  );
}
