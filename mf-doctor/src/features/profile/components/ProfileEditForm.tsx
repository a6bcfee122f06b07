import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { DOCTOR_LANGUAGES, type DoctorProfile } from '@clinic/shared/contract';
import { doctorLanguageName } from '@clinic/shared/clinic';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Button, Field } from '@clinic/shared/ui';
import { CheckboxGroup } from '@clinic/shared/ui/checkbox-group';
import { DoctorTranslationFields } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { useProfileEditForm } from '../hooks/useProfileEditForm';
import { AvailabilityNote } from './AvailabilityNote';
import styles from './Profile.module.css';

/** A validation message of the contract's schema, in the language on screen. */
const said = (message: string | undefined) => message && translateMessage(message);

interface Props {
  profile: DoctorProfile;
  upcoming: number;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edit mode: fees, address, about, focus, languages, availability, and focus, address and about in Hindi and
 * Kannada; everything else stays as the admin set it.
 */
export function ProfileEditForm({ profile, upcoming, onSaved, onCancel }: Props) {
  const t = useT();
  const { form, onSubmit } = useProfileEditForm(profile, onSaved);
  const { register, formState, control, watch } = form;
  const { errors, isSubmitting } = formState;
  // The Edit button just went away; keyboard and screen-reader users continue at the first field.
  useEffect(() => form.setFocus('fees'), [form]);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('ProfileEdit.label')}>
      <Field label={t('ProfileEdit.fee')} error={said(errors.fees?.message)}>
        {(p) => <input {...p} type="number" inputMode="numeric" min={0} step={1} {...register('fees')} />}
      </Field>
      <Field label={t('common.focus')} optional hint={t('ProfileEdit.focusHint')} error={said(errors.focus?.message)}>
        {(p) => <input {...p} autoComplete="off" {...register('focus')} />}
      </Field>
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={t('ProfileEdit.languages')}
            options={DOCTOR_LANGUAGES.map((language) => ({ value: language, label: doctorLanguageName(language) }))}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={said(fieldState.error?.message)}
          />
        )}
      />
      <Field label={t('ProfileEdit.addressLine1')} error={said(errors.address?.line1?.message)}>
        {(p) => <input {...p} autoComplete="address-line1" {...register('address.line1')} />}
      </Field>
      <Field label={t('ProfileEdit.addressLine2')} error={said(errors.address?.line2?.message)}>
        {(p) => <input {...p} autoComplete="address-line2" {...register('address.line2')} />}
      </Field>
      <Field label={t('common.about')} error={said(errors.about?.message)}>
        {(p) => <textarea {...p} rows={6} {...register('about')} />}
      </Field>
      <DoctorTranslationFields register={register} errors={errors.translations} />
      <div className={styles.availableRow}>
        <label className={styles.checkbox}>
          <input type="checkbox" aria-describedby="availability-note" {...register('available')} />
          {t('common.available')}
        </label>
        <AvailabilityNote available={watch('available')} upcoming={upcoming} />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('ProfileEdit.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
