import { useEffect } from 'react';
import { MESSAGES } from '@clinic/shared/contract';
import { EmptyState, Spinner } from '@clinic/shared/ui';
import { LoadFailed, Pagination, SearchField, StatusTabs, controlStyles as controls, PAGE_SIZE, pageCount, usePagedAppointments } from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../hooks/useAppointmentActions';
import { useListFilters } from '../hooks/useListFilters';
import { AppointmentsTable } from './AppointmentsTable';
import styles from './DoctorAppointments.module.css';

/**
 * The doctor's appointments a page at a time, filtered by patient name and status. A refused load is
 * only logged (spec section 8); cancel and complete reload the page and its counts.
 */
export function DoctorAppointments() {
  const { filters, search, setSearch, setStatus, setPage } = useListFilters();
  const { data, loading, reload } = usePagedAppointments('doctorAppointments', filters, 'log');
  const { busyId, run } = useAppointmentActions(reload);
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;

  // Completing the last active row of a page can leave it empty; step back rather than show nothing.
  useEffect(() => {
    if (data && filters.page > pages) setPage(pages);
  }, [data, filters.page, pages, setPage]);

  return (
    <>
      <div className={controls.toolbar}>
        <StatusTabs value={filters.status} counts={data?.counts} onChange={setStatus} />
        <SearchField label="Search by patient name" value={search} onChange={setSearch} />
      </div>
      {!data && loading && <Spinner label="Loading appointments…" />}
      {!data && !loading && <LoadFailed what="appointments" onRetry={reload} />}
      {data && (
        <div className={styles.list} aria-busy={loading}>
          {data.appointments.length === 0 ? (
            <EmptyState title={MESSAGES.noAppointments} />
          ) : (
            <AppointmentsTable appointments={data.appointments} offset={(filters.page - 1) * PAGE_SIZE} busyId={busyId} onAction={run} />
          )}
          <Pagination page={filters.page} pages={pages} total={data.total} limit={PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </>
  );
}
