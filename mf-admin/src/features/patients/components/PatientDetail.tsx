import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES, type PatientSummary } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { richText } from '@clinic/shared/i18n';
import { Button, EmptyState, Spinner } from '@clinic/shared/ui';
import { Avatar, LoadFailed, NoPhoneCallsBadge } from '@clinic/shared/staff-panel';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useT } from '../../../i18n';
import { usePatientActions } from '../hooks/usePatientActions';
import { usePatientAppointments } from '../hooks/usePatientAppointments';
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
  const t = useT();
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
            <span>{t('common.upcomingAppointments', { count: upcoming })}</span>
          </p>
        </div>
        <Button variant="ghost" className={styles.close} onClick={onClose}>
          {richText(t('PatientDetail.close', { name: patient.name }), {
            hidden: (text) => <span className="visually-hidden">{text}</span>,
          })}
        </Button>
      </div>

      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={patient.blocked ? undefined : styles.dangerOutline}
          aria-disabled={busy || undefined}
          onClick={ask('block')}
        >
          {patient.blocked ? t('PatientDetail.unblock') : t('PatientDetail.block')}
        </Button>
        <Button
          variant="secondary"
          className={styles.dangerOutline}
          aria-disabled={busy || upcoming === 0 || undefined}
          onClick={ask('cancel')}
        >
          {t('PatientDetail.cancelAll')}
        </Button>
      </div>
      {patient.blocked && <p className={styles.note}>{t('PatientDetail.blockedNote')}</p>}

      <h3 className={styles.subhead}>{t('PatientDetail.appointments')}</h3>
      {!appointments && loading && <Spinner label={t('PatientDetail.loading')} />}
      {!appointments && !loading && <LoadFailed what="appointments" onRetry={reload} />}
      {appointments &&
        (appointments.length === 0 ? (
          <EmptyState title={translateMessage(MESSAGES.noAppointmentsYet)} />
        ) : (
          <PatientAppointmentsTable appointments={appointments} caption={t('PatientDetail.caption', { name: patient.name })} />
        ))}

      <ConfirmDialog
        open={confirming === 'block'}
        title={t(patient.blocked ? 'PatientDetail.unblockTitle' : 'PatientDetail.blockTitle', { name: patient.name })}
        confirmLabel={patient.blocked ? t('PatientDetail.unblock') : t('PatientDetail.block')}
        tone={patient.blocked ? 'primary' : 'danger'}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {patient.blocked ? (
          <p>{t('PatientDetail.unblockText')}</p>
        ) : (
          <>
            <p>{t('PatientDetail.blockText')}</p>
            {upcoming > 0 && <p>{t('PatientDetail.blockKeeps', { count: upcoming })}</p>}
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t('PatientDetail.cancelTitle', { count: upcoming, name: patient.name })}
        confirmLabel={t('PatientDetail.cancelConfirm', { count: upcoming })}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        <p>{t('PatientDetail.cancelText', { count: upcoming })}</p>
      </ConfirmDialog>
    </section>
  );
}
