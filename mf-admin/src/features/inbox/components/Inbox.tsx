import { useEffect, useRef, useState } from 'react';
import type { ContactMessage } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoadFailed, pageCount, Pagination, useListFilters } from '@clinic/shared/staff-panel';
import { useInboxPage } from '../hooks/useInboxPage';
import { useMarkRead } from '../hooks/useMarkRead';
import { useT } from '../../../i18n';
import { INBOX_PAGE_SIZE } from '../inbox';
import { InboxTable } from './InboxTable';
import styles from './Inbox.module.css';

/**
 * The admin's Inbox (decision 40): what visitors sent through the contact form, newest first, a page at
 * a time (`?page=` in the address, like the other staff lists). The heading counts the unread messages.
 */
export function Inbox() {
  const t = useT();
  const { filters, setPage } = useListFilters();
  const { data, loading, reload } = useInboxPage(filters.page);
  const clinicTz = useDoctorsStore((s) => s.clinicTz);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const listRef = useRef<HTMLDivElement>(null);
  // The Mark read button goes once the message is read: focus stays on that message, on its other button.
  const { busy, markRead } = useMarkRead(reload, (id) => listRef.current?.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.focus());
  const pages = data ? pageCount(data.total, INBOX_PAGE_SIZE) : 1;

  // Past the last page (the address of an old link): step back rather than show an empty page.
  useEffect(() => {
    if (data && filters.page > pages) setPage(pages, true);
  }, [data, filters.page, pages, setPage]);

  const toggle = (message: ContactMessage) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(message._id)) next.add(message._id);
      return next;
    });

  const heading = (
    <>
      {t('Inbox.title')}
      {data && data.unread > 0 && <span className={styles.count}> {t('Inbox.unread', { count: data.unread })}</span>}
    </>
  );

  return (
    <Page title={t('Inbox.title')} heading={heading}>
      <p className={styles.lead}>{t('Inbox.lead')}</p>
      {!data && loading && <Spinner label={t('Inbox.loading')} />}
      {!data && !loading && <LoadFailed what="messages" onRetry={reload} />}
      {data && (
        <div ref={listRef} className={styles.list} aria-busy={loading}>
          {data.messages.length === 0 ? (
            <EmptyState title={t('Inbox.empty')} />
          ) : (
            <InboxTable
              messages={data.messages}
              openIds={openIds}
              clinicTz={clinicTz}
              busy={busy}
              onToggle={toggle}
              onMarkRead={(m) => void markRead(m._id)}
            />
          )}
          <Pagination page={filters.page} pages={pages} total={data.total} limit={INBOX_PAGE_SIZE} onChange={setPage} />
        </div>
      )}
    </Page>
  );
}
