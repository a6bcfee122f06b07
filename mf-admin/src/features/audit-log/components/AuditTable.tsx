import type { AuditEntry } from '@clinic/shared/contract';
import { StaffTable } from '@clinic/shared/staff-panel';
import { formatMoment } from '@clinic/shared/format';
import { ACTION_LABEL, describeDetail, describeTarget, ROLE_LABEL } from '../audit-log';
import styles from './AuditLog.module.css';

const COLUMNS = ['When', 'Who', 'What', 'On what', 'From where'];

function Who({ entry }: { entry: AuditEntry }) {
  const role = ROLE_LABEL[entry.actorRole];
  // The admin's name is the role; a doctor or patient is named, with the role beside.
  const name = entry.actorName && entry.actorName !== role ? entry.actorName : '';
  return (
    <span className={styles.stack}>
      <span className={styles.strong}>{name || role}</span>
      {name && <span className={styles.muted}>{role}</span>}
      {entry.actorId && <span className={`${styles.muted} ${styles.id}`}>{entry.actorId}</span>}
    </span>
  );
}

/**
 * One page of the audit log, newest first. Below 960 px of room each row becomes a labelled card (the
 * staff tables' wide style), so at 375 px the log reads as a list.
 */
export function AuditTable({ entries, clinicTz }: { entries: AuditEntry[]; clinicTz: string | null }) {
  return (
    <StaffTable caption="Audit log, newest first" columns={COLUMNS} className={styles.table} wide>
      {entries.map((entry) => {
        const at = formatMoment(entry.at, clinicTz);
        const target = describeTarget(entry);
        const detail = describeDetail(entry.detail);
        return (
          <tr key={entry._id} data-testid="audit-row">
            <td data-label="When">
              <time dateTime={entry.at} className={styles.when}>
                {at.date}, {at.time}
              </time>
            </td>
            <td data-label="Who">
              <Who entry={entry} />
            </td>
            <td data-label="What">
              <span className={styles.stack}>
                <span className={styles.strong}>{ACTION_LABEL[entry.action]}</span>
                {detail.length > 0 && (
                  <dl className={styles.detail}>
                    {detail.map((d) => (
                      <div key={d.label}>
                        <dt>{d.label}:</dt> <dd>{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </span>
            </td>
            <td data-label="On what">
              {target ? (
                <span className={styles.stack}>
                  <span>{target.kind}</span>
                  {target.id && <span className={`${styles.muted} ${styles.id}`}>{target.id}</span>}
                </span>
              ) : (
                <span className={styles.muted}>Nothing else</span>
              )}
            </td>
            <td data-label="From where">
              {entry.ip ? <span className={styles.id}>{entry.ip}</span> : <span className={styles.muted}>Not known</span>}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
