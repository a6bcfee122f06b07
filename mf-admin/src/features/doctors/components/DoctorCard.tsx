import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DoctorProfile } from '@clinic/shared/contract';
import { specialityName } from '@clinic/shared/clinic';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { doctorSchedulePath, editDoctorPath } from '../../../lib/admin-paths';
import styles from './DoctorCard.module.css';

interface Props {
  doctor: DoctorProfile;
  busy: boolean;
  onToggle: (doctor: DoctorProfile) => void;
  onDelete: (doctor: DoctorProfile) => void;
  /** A reset link for this doctor is being sent. */
  sendingReset: boolean;
  onSendReset: (doctor: DoctorProfile) => void;
}

/**
 * One doctor: photo, name, speciality and focus, availability in words and colour, the switch, Schedule, Edit
 * and delete, and a password reset link sent by e-mail (decision 47).
 */
export function DoctorCard({ doctor, busy, onToggle, onDelete, sendingReset, onSendReset }: Props) {
  const t = useT();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="doctor-card">
      <div className={styles.head}>
        <img className={styles.photo} src={doctor.image} alt="" width={240} height={180} loading="lazy" />
        <div className={styles.info}>
          <h2 id={nameId} className={styles.name}>
            {doctor.name}
          </h2>
          <p className={styles.speciality}>{specialityName(doctor.speciality)}</p>
          {doctor.focus && <p className={styles.focus}>{doctor.focus}</p>}
          <p className={`${styles.status} ${doctor.available ? styles.available : styles.unavailable}`}>
            <span className={styles.dot} aria-hidden="true" />
            {doctor.available ? t('DoctorCard.available') : t('DoctorCard.notAvailable')}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={doctor.available}
            disabled={busy}
            aria-describedby={nameId}
            onChange={() => onToggle(doctor)}
          />
          <span className={styles.track} aria-hidden="true" />
          {t('DoctorCard.switch')}
        </label>
        <span className={styles.buttons}>
          <Link
            to={doctorSchedulePath(doctor._id)}
            className={styles.edit}
            aria-label={t('DoctorCard.scheduleLabel', { name: doctor.name })}
          >
            {t('DoctorCard.schedule')}
          </Link>
          <Link to={editDoctorPath(doctor._id)} className={styles.edit} aria-label={t('DoctorCard.editLabel', { name: doctor.name })}>
            {t('DoctorCard.edit')}
          </Link>
          <Button
            variant="ghost"
            className={styles.delete}
            disabled={busy}
            aria-label={t('DoctorCard.deleteLabel', { name: doctor.name })}
            onClick={() => onDelete(doctor)}
          >
            {t('DoctorCard.delete')}
          </Button>
        </span>
      </div>
      <div className={styles.account}>
        <Button
          variant="ghost"
          className={styles.reset}
          disabled={sendingReset}
          aria-label={t('DoctorCard.sendResetLabel', { name: doctor.name })}
          onClick={() => onSendReset(doctor)}
        >
          {sendingReset ? t('DoctorCard.sending') : t('DoctorCard.sendReset')}
        </Button>
      </div>
    </article>
  );
}
