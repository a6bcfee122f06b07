import { useEffect } from 'react';
import { useDoctorsStore } from '@clinic/shared/stores';
import { EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoadFailed, pageCount, Pagination, useListFilters } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { AUDIT_PAGE_SIZE, emptyTitle } from '../audit-log';
import { useAuditFilters } from '../hooks/useAuditFilters';
import { useAuditLogPage } from '../hooks/useAuditLogPage';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditTable } from './AuditTable';
import styles from './AuditLog.module.css';

/**
 * The admin's Audit log (decision 47): who did what, to which record, from where, newest first; filters and
 * the page in the address (`?action=appointment-cancelled&page=2`). Reading only: nobody can change it.
 */
export function AuditLog() {
  const t = useT();
  const { filters: list, setPage } = useListFilters();
  const { filters, apply } = useAuditFilters();
  const { data, loading, reload } = useAuditLogPage(list.page, filters);
  const clinicTz = useDoctorsStore((s) => s.clinicTz);
  const pages = data ? pageCount(data.total, AUDIT_PAGE_SIZE) : 1;

  // Past the last page (an old link, or filters with fewer entries): step back rather than show an empty page.
  useEffect(() => {
    if (data && list.page > pages) setPage(pages, true);
  }, [data, list.page, pages, setPage]);

  return (
    <Page title={t('AuditLog.title')}>
      <p className={styles.lead}>{t('AuditLog.lead')}</p>
      <AuditFilterForm key={JSON.stringify(filters)} initial={filters} onApply={apply} />
      {!data && loading && <Spinner label={t('AuditLog.loading')} />}
      {!data && !loading && <LoadFailed what="audit log" onRetry={reload} />}
      {data && (
        <div className={styles.list} aria-busy={loading}>
          {data.entries.length === 0 ? (
            <EmptyState title={emptyTitle(filters)} />
          ) : (
            <AuditTable entries={data.entries} clinicTz={clinicTz} />
          )}
          <Pagination page={list.page} pages={pages} total={data.total} limit={AUDIT_PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </Page>
  );
}
