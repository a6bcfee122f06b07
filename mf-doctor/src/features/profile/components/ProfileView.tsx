import { useEffect, useRef } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { serviceTitle } from '@clinic/shared/clinic';
import { formatRupees } from '@clinic/shared/format';
import { Button } from '@clinic/shared/ui';
import { AvailabilityNote } from './AvailabilityNote';
import styles from './Profile.module.css';

interface Props {
  profile: DoctorProfile;
  upcoming: number;
  onEdit: () => void;
  focusEdit: boolean;
}

/** View mode: the profile as patients see it, plus the login email, with Edit. */
export function ProfileView({ profile, upcoming, onEdit, focusEdit }: Props) {
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
          <dt>Focus</dt>
          <dd>{profile.focus || 'Not given yet.'}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{profile.languages.length ? profile.languages.join(', ') : 'Not given yet.'}</dd>
        </div>
        <div>
          <dt>Services you offer</dt>
          <dd>
            {profile.services.length ? profile.services.map(serviceTitle).join(', ') : 'None listed yet.'}
            <span className={styles.setBy}>Set by the clinic&rsquo;s admin.</span>
          </dd>
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
            <AvailabilityNote available={profile.available} upcoming={upcoming} />
          </dd>
        </div>
      </dl>
      <div ref={edit}>
        <Button onClick={onEdit}>Edit</Button>
      </div>
    </div>
  );
}
