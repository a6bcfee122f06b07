import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES, type PatientSummary } from '@clinic/shared/contract';
import { Button, EmptyState, Spinner } from '@clinic/shared/ui';
import { Avatar, ConfirmDialog, LoadFailed, NoPhoneCallsBadge } from '@clinic/shared/staff-panel';
import { usePatientActions } from '../hooks/usePatientActions';
import { usePatientAppointments } from '../hooks/usePatientAppointments';
import { plural } from '../patient';
import { AccountState } from './AccountState';
import { PatientAppointmentsTable } from './PatientAppointmentsTable';
import styles from './Patients.module.css';

interface Props {
  patient: PatientSummary;
  /** Changes each time the admin chooses this patient; each time, focus moves to the details. */
  chosen: number;
  /** Reloads the patient list, whose row (blocked, upcoming count) an action changes. */
  onChanged: () => void;
  onClose: () => void;
}

type Confirming = 'block' | 'cancel' | null;

/** A chosen patient: who they are, their appointments, and the admin's two actions on the account. */
export function PatientDetail({ patient, chosen, onChanged, onClose }: Props) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { appointments, loading, reload } = usePatientAppointments(patient._id);
  const { busy, setBlocked, cancelUpcoming } = usePatientActions(() => {
    reload();
    onChanged();
  });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const upcoming = patient.activeAppointments;

  // Shown because the admin chose this patient: take them there (below the list on a phone).
  useEffect(() => headingRef.current?.focus(), [chosen]);

  const confirm = () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'block') void setBlocked(patient, !patient.blocked);
    if (action === 'cancel') void cancelUpcoming(patient);
  };
  // Not `disabled`: the button keeps focus (returned to it by the dialog) while it cannot be used.
  const ask = (what: Exclude<Confirming, null>) => () => {
    if (!busy && (what === 'block' || upcoming > 0)) setConfirming(what);
  };

  return (
    <section className={styles.detail} aria-labelledby={headingId} aria-busy={busy || loading} data-testid="patient-detail">
      <div className={styles.detailHead}>
        <span className={styles.face}>
          <Avatar src={patient.image} name={patient.name} size={56} />
        </span>
        <div className={styles.who}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.detailName}>
            {patient.name}
          </h2>
          <p className={styles.reach}>
            <span className={styles.email}>{patient.email}</span>
            {patient.phone && <span>{patient.phone}</span>}
          </p>
          <p className={styles.state}>
            {patient.blocked && <AccountState blocked />}
            {patient.noPhoneCalls && <NoPhoneCallsBadge />}
            <span>{plural(upcoming, 'upcoming appointment')}</span>
          </p>
        </div>
        <Button variant="ghost" className={styles.close} onClick={onClose}>
          Close<span className="visually-hidden"> {patient.name}</span>
        </Button>
      </div>

      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={patient.blocked ? undefined : styles.dangerOutline}
          aria-disabled={busy || undefined}
          onClick={ask('block')}
        >
          {patient.blocked ? 'Unblock patient' : 'Block patient'}
        </Button>
        <Button
          variant="secondary"
          className={styles.dangerOutline}
          aria-disabled={busy || upcoming === 0 || undefined}
          onClick={ask('cancel')}
        >
          Cancel all upcoming appointments
        </Button>
      </div>
      {patient.blocked && <p className={styles.note}>This patient is signed out and cannot book until unblocked.</p>}

      <h3 className={styles.subhead}>Appointments</h3>
      {!appointments && loading && <Spinner label="Loading appointments…" />}
      {!appointments && !loading && <LoadFailed what="appointments" onRetry={reload} />}
      {appointments &&
        (appointments.length === 0 ? (
          <EmptyState title={MESSAGES.noAppointmentsYet} />
        ) : (
          <PatientAppointmentsTable appointments={appointments} caption={`Appointments of ${patient.name}`} />
        ))}

      <ConfirmDialog
        open={confirming === 'block'}
        title={patient.blocked ? `Unblock ${patient.name}?` : `Block ${patient.name}?`}
        confirmLabel={patient.blocked ? 'Unblock patient' : 'Block patient'}
        tone={patient.blocked ? 'primary' : 'danger'}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {patient.blocked ? (
          <p>They will be able to sign in and book again.</p>
        ) : (
          <>
            <p>They will be signed out and cannot book until unblocked.</p>
            {upcoming > 0 && (
              <p>
                {upcoming === 1
                  ? 'Their upcoming appointment stays booked unless you cancel it.'
                  : `Their ${upcoming} upcoming appointments stay booked unless you cancel them.`}
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={`Cancel ${plural(upcoming, 'upcoming appointment')} of ${patient.name}?`}
        confirmLabel={`Cancel ${plural(upcoming, 'appointment')}`}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        <p>
          {upcoming === 1
            ? 'Their upcoming appointment will be cancelled and its slot freed for other patients.'
            : `All ${upcoming} of their upcoming appointments will be cancelled and their slots freed for other patients.`}{' '}
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
