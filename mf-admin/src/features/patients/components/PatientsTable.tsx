import type { PatientSummary } from '@clinic/shared/contract';
import { Avatar, StaffTable } from '@clinic/shared/staff-panel';
import { AccountState } from './AccountState';
import styles from './Patients.module.css';

const COLUMNS = ['Patient', 'Contact', 'Upcoming', 'Account'];

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
  return (
    <StaffTable caption="Patients; choose a name to see their appointments" columns={COLUMNS} className={styles.compact}>
      {patients.map((p) => {
        const selected = p._id === selectedId;
        return (
          <tr
            key={p._id}
            data-testid="patient-row"
            aria-current={selected ? 'true' : undefined}
            className={selected ? styles.selected : undefined}
          >
            <td data-label="Patient" className={styles.nameCell}>
              <button type="button" className={styles.pick} data-patient-id={p._id} onClick={() => onChoose(p)}>
                <Avatar src={p.image} name={p.name} size={36} />
                <span className={styles.pickName}>
                  <span className="visually-hidden">View </span>
                  {p.name}
                </span>
              </button>
            </td>
            <td data-label="Contact">
              <span className={styles.contact}>
                <span className={styles.email}>{p.email}</span>
                <span className={styles.phone}>{p.phone || 'No phone'}</span>
              </span>
            </td>
            <td data-label="Upcoming">{p.activeAppointments}</td>
            <td data-label="Account">
              <AccountState blocked={p.blocked} />
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
