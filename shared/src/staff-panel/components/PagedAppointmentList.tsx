import { useEffect, type ReactNode } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { EmptyState, Spinner } from '@clinic/shared/ui';
import { useStaffT } from '../i18n';
import { useClinicClock, type ClinicClock } from '../hooks/useClinicClock';
import { useListFilters } from '../hooks/useListFilters';
import { usePagedAppointments } from '../hooks/usePagedAppointments';
import { PAGE_SIZE, pageCount } from '../list-query';
import { DayFilter } from './DayFilter';
import { LoadFailed } from './LoadFailed';
import { Pagination } from './Pagination';
import { SearchField } from './SearchField';
import { StatusTabs } from './StatusTabs';
import controls from './controls.module.css';
import styles from './PagedAppointmentList.module.css';

export interface AppointmentRows {
  appointments: Appointment[];
  /** How many rows come before this page, for the row numbers. */
  offset: number;
  /** Reloads the page and its counts, after an action on a row. */
  reload: () => void;
  /** The day shown (`YYYY-MM-DD`, rows by slot time), or '' for every day (newest booking first). */
  day: string;
  /** The clinic's zone and now: Complete and No-show are offered from an appointment's start (decision 41). */
  clock: ClinicClock;
}

interface Props {
  /** The panel's list; how its refusals are reported is the call's rule (spec section 8). */
  call: 'adminAppointments' | 'doctorAppointments';
  searchLabel: string;
  /** The panel's own table with its own actions. */
  renderRows: (rows: AppointmentRows) => ReactNode;
}

/**
 * A staff list of appointments a page at a time: status tabs with counts, a day filter, search, paging,
 * empty and failed states.
 */
export function PagedAppointmentList({ call, searchLabel, renderRows }: Props) {
  const t = useStaffT();
  const { filters, search, setSearch, setStatus, setDate, setPage } = useListFilters();
  const { data, loading, reload } = usePagedAppointments(call, filters);
  const clock = useClinicClock();
  const day = filters.date ?? '';
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;

  // An action can empty the last page of a filter; step back rather than show an empty page.
  useEffect(() => {
    if (data && filters.page > pages) setPage(pages, true);
  }, [data, filters.page, pages, setPage]);

  return (
    <>
      <div className={controls.toolbar}>
        <StatusTabs value={filters.status} counts={data?.counts} onChange={setStatus} />
        <DayFilter value={day} clock={clock} onChange={setDate} />
        <SearchField label={searchLabel} value={search} onChange={setSearch} />
      </div>
      {!data && loading && <Spinner label={t('AppointmentList.loading')} />}
      {!data && !loading && <LoadFailed what="appointments" onRetry={reload} />}
      {data && (
        <div className={styles.list} aria-busy={loading}>
          {data.appointments.length === 0 ? (
            <EmptyState title={translateMessage(MESSAGES.noAppointments)} />
          ) : (
            renderRows({ appointments: data.appointments, offset: (filters.page - 1) * PAGE_SIZE, reload, day, clock })
          )}
          <Pagination page={filters.page} pages={pages} total={data.total} limit={PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </>
  );
}
