import { useEffect, useRef } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { Button } from '@clinic/shared/ui';
import { AvailabilityNote } from './AvailabilityNote';
import styles from './Profile.module.css';

/** View mode: the profile as patients see it, plus the login email, with Edit. */
export function ProfileView({ profile, onEdit, focusEdit }: { profile: DoctorProfile; onEdit: () => void; focusEdit: boolean }) {
  const edit = useRef<HTMLDivElement>(null);
  // Back from edit mode, focus returns to where the reader left.
  useEffect(() => {
    if (focusEdit) edit.current?.querySelector('button')?.focus();
  }, [focusEdit]);
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <div>
          <dt>About</dt>
          <dd className={styles.about}>{profile.about || 'Nothing written yet.'}</dd>
        </div>
        <div>
          <dt>Appointment fee</dt>
          <dd>{formatRupees(profile.fees)}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {profile.address.line1}
            <br />
            {profile.address.line2}
          </dd>
        </div>
        <div>
          <dt>Login email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Availability</dt>
          <dd>
            <span className={`${styles.status} ${profile.available ? styles.available : styles.unavailable}`}>
              <span className={styles.dot} aria-hidden="true" />
              {profile.available ? 'Available' : 'Not Available'}
            </span>
            <AvailabilityNote />
          </dd>
        </div>
      </dl>
      <div ref={edit}>
        <Button onClick={onEdit}>Edit</Button>
      </div>
    </div>
  );
}
