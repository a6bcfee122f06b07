import type { AuditEntry } from '@clinic/shared/contract';
import { StaffTable } from '@clinic/shared/staff-panel';
import { formatMoment } from '@clinic/shared/format';
import { useT } from '../../../i18n';
import { actionLabel, describeDetail, isRoleName, roleLabel } from '../audit-log';
import { AuditTargetCell } from './AuditTargetCell';
import styles from './AuditLog.module.css';

function Who({ entry }: { entry: AuditEntry }) {
  const role = roleLabel(entry.actorRole);
  // The admin's name is the role; a doctor or patient is named, with the role beside.
  const name = entry.actorName && !isRoleName(entry.actorName, entry.actorRole) ? entry.actorName : '';
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
  const t = useT();
  const label = {
    when: t('AuditLog.column.when'),
    who: t('AuditLog.column.who'),
    what: t('AuditLog.column.what'),
    onWhat: t('AuditLog.column.onWhat'),
    fromWhere: t('AuditLog.column.fromWhere'),
  };
  return (
    <StaffTable caption={t('AuditLog.caption')} columns={Object.values(label)} className={styles.table} wide>
      {entries.map((entry) => {
        const at = formatMoment(entry.at, clinicTz);
        const detail = describeDetail(entry.detail);
        return (
          <tr key={entry._id} data-testid="audit-row">
            <td data-label={label.when}>
              <time dateTime={entry.at} className={styles.when}>
                {t('AuditLog.moment', { date: at.date, time: at.time })}
              </time>
            </td>
            <td data-label={label.who}>
              <Who entry={entry} />
            </td>
            <td data-label={label.what}>
              <span className={styles.stack}>
                <span className={styles.strong}>{actionLabel(entry.action)}</span>
                {detail.length > 0 && (
                  <dl className={styles.detail}>
                    {detail.map((d) => (
                      <div key={d.key}>
                        <dt>{t('AuditLog.detailLabel', { label: d.label })}</dt> <dd>{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </span>
            </td>
            <td data-label={label.onWhat}>
              <AuditTargetCell entry={entry} />
            </td>
            <td data-label={label.fromWhere}>
              {entry.ip ? <span className={styles.id}>{entry.ip}</span> : <span className={styles.muted}>{t('AuditLog.notKnown')}</span>}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
