import type { PatientSummary } from '@clinic/shared/contract';
import { richText } from '@clinic/shared/i18n';
import { Avatar, StaffTable } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { AccountState } from './AccountState';
import styles from './Patients.module.css';

interface Props {
  patients: PatientSummary[];
  selectedId: string | null;
  onChoose: (patient: PatientSummary) => void;
}

/**
 * The patients found, one row each; a patient's name opens their details. Below 768 px each row becomes
 * a labelled card (the staff tables' style).
 */
export function PatientsTable({ patients, selectedId, onChoose }: Props) {
  const t = useT();
  const label = {
    patient: t('common.column.patient'),
    contact: t('common.column.contact'),
    upcoming: t('Patients.column.upcoming'),
    account: t('Patients.column.account'),
  };
  return (
    <StaffTable caption={t('Patients.caption')} columns={Object.values(label)} className={styles.compact}>
      {patients.map((p) => {
        const selected = p._id === selectedId;
        return (
          <tr
            key={p._id}
            data-testid="patient-row"
            aria-current={selected ? 'true' : undefined}
            className={selected ? styles.selected : undefined}
          >
            <td data-label={label.patient} className={styles.nameCell}>
              <button type="button" className={styles.pick} data-patient-id={p._id} onClick={() => onChoose(p)}>
                <Avatar src={p.image} name={p.name} size={36} />
                <span className={styles.pickName}>
                  {richText(t('Patients.view', { name: p.name }), { hidden: (text) => <span className="visually-hidden">{text}</span> })}
                </span>
              </button>
            </td>
            <td data-label={label.contact}>
              <span className={styles.contact}>
                <span className={styles.email}>{p.email}</span>
                <span className={styles.phone}>{p.phone || t('Patients.noPhone')}</span>
              </span>
            </td>
            <td data-label={label.upcoming}>{p.activeAppointments}</td>
            <td data-label={label.account}>
              <AccountState blocked={p.blocked} />
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
