import { Link } from 'react-router-dom';
import type { AuditEntry } from '@clinic/shared/contract';
import { usePatientName } from '@clinic/shared/staff-panel';
import { formatSlotDate, formatSlotTime } from '@clinic/shared/format';
import { useT } from '../../../i18n';
import { describeTarget, targetLink } from '../audit-log';
import styles from './AuditLog.module.css';

/**
 * What an entry is about (decision 47): its kind, then the name the api found, linked to the record's page in
 * the panel where there is one; an appointment also shows its doctor and slot. A record the api could not
 * name (gone, or never a person) keeps its id.
 */
export function AuditTargetCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const patientName = usePatientName();
  const described = describeTarget(entry);
  if (!described) return <span className={styles.muted}>{t('AuditLog.nothingElse')}</span>;
  const { target } = entry;
  if (!target) {
    return (
      <span className={styles.stack}>
        <span>{described.kind}</span>
        {described.id && <span className={`${styles.muted} ${styles.id}`}>{described.id}</span>}
      </span>
    );
  }
  const name = entry.targetType === 'doctor' ? target.name : patientName(target.name);
  const link = targetLink(entry);
  return (
    <span className={styles.stack}>
      <span className={styles.muted}>{described.kind}</span>
      {link ? (
        <Link to={link} className={`${styles.strong} ${styles.targetLink}`}>
          {name}
        </Link>
      ) : (
        <span className={styles.strong}>{name}</span>
      )}
      {target.doctorName && <span>{t('AuditLog.withDoctor', { doctor: target.doctorName })}</span>}
      {target.slotDate && target.slotTime && (
        <span className={styles.muted}>
          {t('AuditLog.moment', { date: formatSlotDate(target.slotDate), time: formatSlotTime(target.slotTime) })}
        </span>
      )}
    </span>
  );
}
