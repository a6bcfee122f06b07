import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhone, GENDERS, updateProfileFieldsSchema, type UpdateProfileFields, type UserProfile } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { GENDER_KEYS } from '../genders';
import { usePhotoPreview } from '../hooks/usePhotoPreview';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { MessagePreferencesFields } from './MessagePreferencesFields';
import { PhotoField } from './PhotoField';
import styles from './Profile.module.css';

const schemaResolver = zodResolver(updateProfileFieldsSchema) as unknown as Resolver<UpdateProfileFields>;
// An empty date box means the patient has not said, which the api spells `Not Selected`.
const resolver: Resolver<UpdateProfileFields> = (values, context, options) =>
  schemaResolver({ ...values, dob: values.dob || 'Not Selected' }, context, options);

/** A field's error: the contract's rule in the reader's language. */
const shown = (message: string | undefined) => message && translateMessage(message);

export function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const t = useT();
  const photo = usePhotoPreview();
  const save = useSaveProfile(photo.file, onDone);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileFields>({
    resolver,
    defaultValues: {
      name: profile.name,
      phone: formatPhone(profile.phone),
      address: profile.address,
      gender: profile.gender,
      dob: profile.dob === 'Not Selected' ? '' : profile.dob,
      ...profile.preferences,
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(save)} aria-label={t('Profile.edit')}>
      <PhotoField current={profile.image} preview={photo.preview} onPick={photo.setFile} />
      <Field label={t('common.fullName')} required error={shown(errors.name?.message)}>
        {(p) => <input {...p} autoComplete="name" {...register('name')} />}
      </Field>
      <p className={styles.readonly}>
        <span>{t('common.email')}</span> {profile.email}
      </p>
      <Field label={t('common.phone')} optional hint={t('common.phoneHint')} error={shown(errors.phone?.message)}>
        {(p) => <input {...p} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />}
      </Field>
      <Field label={t('Profile.addressLine1')} optional error={shown(errors.address?.line1?.message)}>
        {(p) => <input {...p} autoComplete="address-line1" {...register('address.line1')} />}
      </Field>
      <Field label={t('Profile.addressLine2')} optional error={shown(errors.address?.line2?.message)}>
        {(p) => <input {...p} autoComplete="address-line2" {...register('address.line2')} />}
      </Field>
      <div className={styles.row}>
        <Field label={t('Profile.gender')} optional error={shown(errors.gender?.message)}>
          {(p) => (
            <select {...p} {...register('gender')}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(GENDER_KEYS[g])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('Profile.dob')} optional error={shown(errors.dob?.message)}>
          {(p) => <input {...p} type="date" max={new Date().toISOString().slice(0, 10)} {...register('dob')} />}
        </Field>
      </div>
      <MessagePreferencesFields register={register} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('Profile.saving') : t('Profile.save')}
        </Button>
      </div>
    </form>
  );
}
