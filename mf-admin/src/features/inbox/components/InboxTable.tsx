import { Fragment } from 'react';
import { formatPhone, type ContactMessage } from '@clinic/shared/contract';
import { richText } from '@clinic/shared/i18n';
import { Button } from '@clinic/shared/ui';
import { StaffTable } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { formatReceived, preview } from '../inbox';
import { MessageDetail } from './MessageDetail';
import { ReadState } from './ReadState';
import styles from './Inbox.module.css';

interface Props {
  messages: ContactMessage[];
  openIds: ReadonlySet<string>;
  clinicTz: string | null;
  busy: boolean;
  onToggle: (message: ContactMessage) => void;
  onMarkRead: (message: ContactMessage) => void;
}

/**
 * The messages of one page, newest first. A message opens below its row to be read in full, with the
 * ways to reply. Below 768 px each row becomes a labelled card (the staff tables' style).
 */
/** The screen-reader-only part of a button's name. */
const hidden = { hidden: (text: string) => <span className="visually-hidden">{text}</span> };

export function InboxTable({ messages, openIds, clinicTz, busy, onToggle, onMarkRead }: Props) {
  const t = useT();
  const label = {
    from: t('Inbox.column.from'),
    message: t('common.column.message'),
    received: t('Inbox.column.received'),
    action: t('common.column.action'),
  };
  const columns = Object.values(label);
  return (
    <StaffTable caption={t('Inbox.caption')} columns={columns} className={styles.table}>
      {messages.map((m) => {
        const open = openIds.has(m._id);
        const unread = m.readAt === null;
        const detailId = `inbox-message-${m._id}`;
        const received = formatReceived(m.createdAt, clinicTz);
        return (
          <Fragment key={m._id}>
            <tr data-testid="inbox-row" className={unread ? styles.unreadRow : undefined}>
              <td data-label={label.from}>
                <span className={styles.from}>
                  <ReadState read={!unread} />
                  <span className={styles.name}>{m.name}</span>
                  {m.email && <span className={styles.way}>{m.email}</span>}
                  {m.phone && <span className={`${styles.way} ${styles.phone}`}>{formatPhone(m.phone)}</span>}
                </span>
              </td>
              <td data-label={label.message}>
                <span className={styles.summary}>
                  <span className={styles.subject}>{m.subject || t('Inbox.noSubject')}</span>
                  <span className={styles.preview}>{preview(m.message)}</span>
                </span>
              </td>
              <td data-label={label.received}>
                <time dateTime={m.createdAt} className={styles.when}>
                  <span>{received.date}</span>
                  <span className={styles.time}>{received.time}</span>
                </time>
              </td>
              <td data-label={label.action}>
                <span className={styles.actions}>
                  <Button
                    variant="secondary"
                    aria-expanded={open}
                    aria-controls={open ? detailId : undefined}
                    data-message-id={m._id}
                    onClick={() => onToggle(m)}
                  >
                    {richText(t(open ? 'Inbox.hide' : 'Inbox.read', { name: m.name }), hidden)}
                  </Button>
                  {unread && (
                    // Not `disabled`: the button keeps its place in the tab order while a mark is under way.
                    <Button
                      variant="ghost"
                      className={styles.markRead}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && onMarkRead(m)}
                    >
                      {richText(t('Inbox.markRead', { name: m.name }), hidden)}
                    </Button>
                  )}
                </span>
              </td>
            </tr>
            {open && (
              <tr className={styles.detailRow}>
                <td
                  id={detailId}
                  colSpan={columns.length}
                  data-label={t('Inbox.fullMessage')}
                  className={styles.detailCell}
                  data-testid="inbox-message"
                >
                  <MessageDetail message={m} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </StaffTable>
  );
}
