import type { OutboxMessage } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { StaffTable } from '@clinic/shared/staff-panel';
import { CHANNEL_LABEL, formatMoment, KIND_LABEL, laterMoment } from '../outbox';
import { MessageStateBadge } from './MessageStateBadge';
import styles from './Outbox.module.css';

const COLUMNS = ['To', 'Message', 'State', 'When', 'Action'];

interface Props {
  messages: OutboxMessage[];
  clinicTz: string | null;
  busy: boolean;
  onRetry: (message: OutboxMessage) => void;
}

function When({ iso, label, clinicTz }: { iso: string; label: string; clinicTz: string | null }) {
  const at = formatMoment(iso, clinicTz);
  return (
    <span className={styles.moment}>
      <span className={styles.momentLabel}>{label}</span>
      <time dateTime={iso}>
        {at.date}, {at.time}
      </time>
    </span>
  );
}

/**
 * One page of messages, newest first. The text as it went opens under its subject (a native disclosure:
 * keyboard and screen readers know it). Below 960 px of room each row becomes a labelled card (the staff tables' wide style).
 */
export function OutboxTable({ messages, clinicTz, busy, onRetry }: Props) {
  return (
    <StaffTable caption="Messages to patients, doctors and the clinic, newest first" columns={COLUMNS} className={styles.table} wide>
      {messages.map((m) => {
        const later = laterMoment(m);
        return (
          <tr key={m._id} data-testid="outbox-row" data-state={m.state}>
            <td data-label="To">
              <span className={styles.to}>
                <span className={styles.recipient}>{m.recipient}</span>
                <span className={`${styles.muted} ${styles.channel}`}>by {CHANNEL_LABEL[m.channel]}</span>
              </span>
            </td>
            <td data-label="Message">
              <span className={styles.summary}>
                <span className={styles.subject}>{m.subject || KIND_LABEL[m.kind]}</span>
                <span className={styles.muted}>{KIND_LABEL[m.kind]}</span>
                <details className={styles.body} data-message-id={m._id}>
                  <summary>
                    Read the text
                    <span className="visually-hidden">
                      {' '}
                      of “{m.subject || KIND_LABEL[m.kind]}” to {m.recipient}
                    </span>
                  </summary>
                  <p className={styles.fullText} data-testid="outbox-body">
                    {m.body}
                  </p>
                </details>
              </span>
            </td>
            <td data-label="State">
              <span className={styles.state}>
                <MessageStateBadge state={m.state} />
                {m.attempts > 1 && <span className={styles.muted}>{m.attempts} tries</span>}
                {m.error && (m.state === 'failed' || m.state === 'skipped' || m.state === 'queued') && (
                  <span className={styles.error}>
                    {m.state === 'queued' ? 'Last try: ' : m.state === 'skipped' ? 'Why: ' : 'Error: '}
                    {m.error}
                  </span>
                )}
              </span>
            </td>
            <td data-label="When">
              <span className={styles.when}>
                <When iso={m.createdAt} label="Queued" clinicTz={clinicTz} />
                {later && <When iso={later.at} label={later.label} clinicTz={clinicTz} />}
              </span>
            </td>
            <td data-label="Action" className={m.state === 'failed' ? undefined : styles.noAction}>
              {m.state === 'failed' ? (
                // Not `disabled`: the button keeps its place in the tab order while a retry is under way.
                <Button variant="secondary" aria-disabled={busy || undefined} className={styles.retry} onClick={() => !busy && onRetry(m)}>
                  Retry<span className="visually-hidden"> the message to {m.recipient}</span>
                </Button>
              ) : (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">Nothing to do</span>
                </>
              )}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
