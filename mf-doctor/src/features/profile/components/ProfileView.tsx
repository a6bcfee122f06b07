import { useEffect, useRef } from 'react';
import type { DoctorProfile } from '@clinic/shared/contract';
import { doctorLanguageName, serviceName } from '@clinic/shared/clinic';
import { formatRupees } from '@clinic/shared/format';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
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
  const t = useT();
  const edit = useRef<HTMLDivElement>(null);
  // Back from edit mode, focus returns to where the reader left.
  useEffect(() => {
    if (focusEdit) edit.current?.querySelector('button')?.focus();
  }, [focusEdit]);
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('common.about')}</dt>
          <dd className={styles.about}>{profile.about || t('Profile.nothingWritten')}</dd>
        </div>
        <div>
          <dt>{t('common.focus')}</dt>
          <dd>{profile.focus || t('Profile.notGiven')}</dd>
        </div>
        <div>
          <dt>{t('Profile.languages')}</dt>
          <dd>{profile.languages.length ? profile.languages.map(doctorLanguageName).join(', ') : t('Profile.notGiven')}</dd>
        </div>
        <div>
          <dt>{t('Profile.services')}</dt>
          <dd>
            {profile.services.length ? profile.services.map(serviceName).join(', ') : t('Profile.noServices')}
            <span className={styles.setBy}>{t('Profile.setByAdmin')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('Profile.fee')}</dt>
          <dd>{formatRupees(profile.fees)}</dd>
        </div>
        <div>
          <dt>{t('Profile.address')}</dt>
          <dd>
            {profile.address.line1}
            <br />
            {profile.address.line2}
          </dd>
        </div>
        <div>
          <dt>{t('Profile.loginEmail')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('Profile.availability')}</dt>
          <dd>
            <span className={`${styles.status} ${profile.available ? styles.available : styles.unavailable}`}>
              <span className={styles.dot} aria-hidden="true" />
              {profile.available ? t('common.available') : t('Profile.notAvailable')}
            </span>
            <AvailabilityNote available={profile.available} upcoming={upcoming} />
          </dd>
        </div>
      </dl>
      <div ref={edit}>
        <Button onClick={onEdit}>{t('Profile.edit')}</Button>
      </div>
    </div>
  );
}
