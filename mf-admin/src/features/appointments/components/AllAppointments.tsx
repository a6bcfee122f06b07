import { useEffect } from 'react';
import { MESSAGES } from '@clinic/shared/contract';
import { EmptyState, Spinner } from '@clinic/shared/ui';
import { LoadFailed, Pagination, SearchField, StatusTabs, controlStyles as controls, PAGE_SIZE, pageCount, usePagedAppointments } from '@clinic/shared/staff-panel';
import { useCancelAppointment } from '../hooks/useCancelAppointment';
import { useListFilters } from '../hooks/useListFilters';
import { AppointmentsTable } from './AppointmentsTable';
import styles from './AllAppointments.module.css';

/** The clinic's appointments a page at a time, with status filters, search and cancel on active ones. */
export function AllAppointments() {
  const { filters, search, setSearch, setStatus, setPage } = useListFilters();
  const { data, loading, reload } = usePagedAppointments('adminAppointments', filters, 'toast');
  const { cancel, busyId } = useCancelAppointment(reload);
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;

  // A cancel can empty the last page of a filter; step back rather than show an empty page.
  useEffect(() => {
    if (data && filters.page > pages) setPage(pages);
  }, [data, filters.page, pages, setPage]);

  return (
    <>
      <div className={controls.toolbar}>
        <StatusTabs value={filters.status} counts={data?.counts} onChange={setStatus} />
        <SearchField label="Search by patient or doctor name" value={search} onChange={setSearch} />
      </div>
      {!data && loading && <Spinner label="Loading appointments…" />}
      {!data && !loading && <LoadFailed what="appointments" onRetry={reload} />}
      {data && (
        <div className={styles.list} aria-busy={loading}>
          {data.appointments.length === 0 ? (
            <EmptyState title={MESSAGES.noAppointments} />
          ) : (
            <AppointmentsTable
              appointments={data.appointments}
              offset={(filters.page - 1) * PAGE_SIZE}
              busyId={busyId}
              onCancel={cancel}
            />
          )}
          <Pagination page={filters.page} pages={pages} total={data.total} limit={PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </>
  );
}
