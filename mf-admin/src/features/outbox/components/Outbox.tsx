import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { controlStyles, LoadFailed, pageCount, Pagination, useListFilters } from '@clinic/shared/staff-panel';
import { useOutboxPage } from '../hooks/useOutboxPage';
import { useRetryMessage } from '../hooks/useRetryMessage';
import { useT } from '../../../i18n';
import { emptyTitle, OUTBOX_PAGE_SIZE, readStateParam, type StateFilter } from '../outbox';
import { OutboxTable } from './OutboxTable';
import { StateFilterTabs } from './StateFilterTabs';
import styles from './Outbox.module.css';

/**
 * The admin's Sent messages (decision 46): every message to a patient, a doctor or the clinic, whichever
 * channel carried it (or none, when none is configured), newest first, with a state filter and the page
 * in the address (`?state=failed&page=2`), and Retry for a message that kept failing.
 */
export function Outbox() {
  const t = useT();
  const { filters, setPage } = useListFilters();
  const [params, setParams] = useSearchParams();
  const state = readStateParam(params.get('state'));
  const { data, loading, reload } = useOutboxPage(filters.page, state);
  const clinicTz = useDoctorsStore((s) => s.clinicTz);
  const listRef = useRef<HTMLDivElement>(null);
  // The Retry button goes once the message is queued again: focus stays on that message, on its text's disclosure.
  const { busy, retry } = useRetryMessage(reload, (id) =>
    listRef.current?.querySelector<HTMLElement>(`[data-message-id="${id}"] > summary`)?.focus(),
  );
  const pages = data ? pageCount(data.total, OUTBOX_PAGE_SIZE) : 1;

  // Past the last page (an old link, or a filter with fewer messages): step back rather than show an empty page.
  useEffect(() => {
    if (data && filters.page > pages) setPage(pages, true);
  }, [data, filters.page, pages, setPage]);

  // A new state is a step Back returns from, and starts at the first page.
  const setState = (value: StateFilter) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('state', value);
      else next.delete('state');
      next.delete('page');
      return next;
    });

  return (
    <Page title={t('Outbox.title')}>
      <p className={styles.lead}>{t('Outbox.lead')}</p>
      <div className={controlStyles.toolbar}>
        <StateFilterTabs value={state} onChange={setState} />
      </div>
      {!data && loading && <Spinner label={t('Outbox.loading')} />}
      {!data && !loading && <LoadFailed what="messages" onRetry={reload} />}
      {data && (
        <div ref={listRef} className={styles.list} aria-busy={loading}>
          {data.messages.length === 0 ? (
            <EmptyState title={emptyTitle(state)} />
          ) : (
            <OutboxTable messages={data.messages} clinicTz={clinicTz} busy={busy} onRetry={(m) => void retry(m._id)} />
          )}
          <Pagination page={filters.page} pages={pages} total={data.total} limit={OUTBOX_PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </Page>
  );
}
