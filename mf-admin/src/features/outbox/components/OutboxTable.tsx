import type { OutboxMessage } from '@clinic/shared/contract';
import { richText } from '@clinic/shared/i18n';
import { Button } from '@clinic/shared/ui';
import { StaffTable } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { channelLabel, formatMoment, kindLabel, laterMoment } from '../outbox';
import { MessageStateBadge } from './MessageStateBadge';
import styles from './Outbox.module.css';

/** The screen-reader-only part of a name. */
const hidden = { hidden: (text: string) => <span className="visually-hidden">{text}</span> };

interface Props {
  messages: OutboxMessage[];
  clinicTz: string | null;
  busy: boolean;
  onRetry: (message: OutboxMessage) => void;
}

function When({ iso, label, clinicTz }: { iso: string; label: string; clinicTz: string | null }) {
  const t = useT();
  const at = formatMoment(iso, clinicTz);
  return (
    <span className={styles.moment}>
      <span className={styles.momentLabel}>{label}</span>
      <time dateTime={iso}>{t('Outbox.moment', { date: at.date, time: at.time })}</time>
    </span>
  );
}

/**
 * One page of messages, newest first. The text as it went opens under its subject (a native disclosure:
 * keyboard and screen readers know it). Below 960 px of room each row becomes a labelled card (the staff tables' wide style).
 */
export function OutboxTable({ messages, clinicTz, busy, onRetry }: Props) {
  const t = useT();
  const label = {
    to: t('Outbox.column.to'),
    message: t('common.column.message'),
    state: t('Outbox.column.state'),
    when: t('common.column.when'),
    action: t('common.column.action'),
  };
  return (
    <StaffTable caption={t('Outbox.caption')} columns={Object.values(label)} className={styles.table} wide>
      {messages.map((m) => {
        const later = laterMoment(m);
        const subject = m.subject || kindLabel(m.kind);
        return (
          <tr key={m._id} data-testid="outbox-row" data-state={m.state}>
            <td data-label={label.to}>
              <span className={styles.to}>
                <span className={styles.recipient}>{m.recipient}</span>
                <span className={`${styles.muted} ${styles.channel}`}>{t('Outbox.by', { channel: channelLabel(m.channel) })}</span>
              </span>
            </td>
            <td data-label={label.message}>
              <span className={styles.summary}>
                <span className={styles.subject}>{subject}</span>
                <span className={styles.muted}>{kindLabel(m.kind)}</span>
                <details className={styles.body} data-message-id={m._id}>
                  <summary>{richText(t('Outbox.readText', { subject, recipient: m.recipient }), hidden)}</summary>
                  <p className={styles.fullText} data-testid="outbox-body">
                    {m.body}
                  </p>
                </details>
              </span>
            </td>
            <td data-label={label.state}>
              <span className={styles.state}>
                <MessageStateBadge state={m.state} />
                {m.attempts > 1 && <span className={styles.muted}>{t('Outbox.tries', { count: m.attempts })}</span>}
                {m.error && (m.state === 'failed' || m.state === 'skipped' || m.state === 'queued') && (
                  <span className={styles.error}>
                    {t(m.state === 'queued' ? 'Outbox.lastTry' : m.state === 'skipped' ? 'Outbox.why' : 'Outbox.error', { error: m.error })}
                  </span>
                )}
              </span>
            </td>
            <td data-label={label.when}>
              <span className={styles.when}>
                <When iso={m.createdAt} label={t('Outbox.state.queued')} clinicTz={clinicTz} />
                {later && <When iso={later.at} label={later.label} clinicTz={clinicTz} />}
              </span>
            </td>
            <td data-label={label.action} className={m.state === 'failed' ? undefined : styles.noAction}>
              {m.state === 'failed' ? (
                // Not `disabled`: the button keeps its place in the tab order while a retry is under way.
                <Button variant="secondary" aria-disabled={busy || undefined} className={styles.retry} onClick={() => !busy && onRetry(m)}>
                  {richText(t('Outbox.retry', { recipient: m.recipient }), hidden)}
                </Button>
              ) : (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">{t('Outbox.noActionLeft')}</span>
                </>
              )}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
