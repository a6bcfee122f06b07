import { useState } from 'react';
import type { UserProfile } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';
import styles from './Profile.module.css';

/** The profile, read-only until the patient chooses Edit. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <div className={styles.card}>
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <div className={styles.top}>
        <img src={profile.image} alt="" width={128} height={128} className={styles.avatar} />
        <div className={styles.who}>
          <h2 className={styles.name}>{profile.name}</h2>
          <p className={styles.email}>{profile.email}</p>
        </div>
      </div>
      <ProfileView profile={profile} />
      <Button variant="secondary" className={styles.edit} onClick={() => setEditing(true)}>
        {t('Profile.edit')}
      </Button>
    </div>
  );
}
