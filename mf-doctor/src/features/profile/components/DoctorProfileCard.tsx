import { useState } from 'react';
import { Spinner } from '@clinic/shared/ui';
import { experienceText, specialityName } from '@clinic/shared/clinic';
import { LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { useDoctorProfile } from '../hooks/useDoctorProfile';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileView } from './ProfileView';
import styles from './Profile.module.css';

/** The doctor's profile: photo and name always, the details in view or edit mode. */
export function DoctorProfileCard() {
  const t = useT();
  const { profile, upcoming, loading, reload } = useDoctorProfile();
  const [editing, setEditing] = useState(false);
  const [leftEdit, setLeftEdit] = useState(false);
  const stopEditing = () => {
    setEditing(false);
    setLeftEdit(true);
  };
  if (!profile) return loading ? <Spinner label={t('Profile.loading')} /> : <LoadFailed what="profile" onRetry={reload} />;

  return (
    <div className={styles.layout}>
      <img className={styles.photo} src={profile.image} alt="" width={280} height={280} />
      <section className={styles.card} aria-labelledby="doctor-name">
        <h2 id="doctor-name" className={styles.name}>
          {profile.name}
        </h2>
        <p className={styles.credentials}>
          {profile.degree} – {specialityName(profile.speciality)}{' '}
          <span className={styles.experience}>{experienceText(profile.experience)}</span>
        </p>
        {editing ? (
          <ProfileEditForm
            profile={profile}
            upcoming={upcoming}
            onCancel={stopEditing}
            onSaved={() => {
              stopEditing();
              reload();
            }}
          />
        ) : (
          <ProfileView profile={profile} upcoming={upcoming} focusEdit={leftEdit} onEdit={() => setEditing(true)} />
        )}
      </section>
    </div>
  );
}
