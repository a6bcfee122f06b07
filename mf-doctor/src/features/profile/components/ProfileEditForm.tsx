import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { DOCTOR_LANGUAGES, type DoctorProfile } from '@clinic/shared/contract';
import { Button, CheckboxGroup, Field } from '@clinic/shared/ui';
import { useProfileEditForm } from '../hooks/useProfileEditForm';
import { AvailabilityNote } from './AvailabilityNote';
import styles from './Profile.module.css';

const LANGUAGE_OPTIONS = DOCTOR_LANGUAGES.map((language) => ({ value: language, label: language }));

interface Props {
  profile: DoctorProfile;
  upcoming: number;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode: fees, address, about, focus, languages and availability; everything else stays as the admin set it. */
export function ProfileEditForm({ profile, upcoming, onSaved, onCancel }: Props) {
  const { form, onSubmit } = useProfileEditForm(profile, onSaved);
  const { register, formState, control, watch } = form;
  const { errors, isSubmitting } = formState;
  // The Edit button just went away; keyboard and screen-reader users continue at the first field.
  useEffect(() => form.setFocus('fees'), [form]);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <Field label="Appointment fee (₹)" error={errors.fees?.message}>
        {(p) => <input {...p} type="number" inputMode="numeric" min={0} step={1} {...register('fees')} />}
      </Field>
      <Field
        label="Focus"
        optional
        hint="Shown to patients beside your speciality, e.g. Paediatric audiology"
        error={errors.focus?.message}
      >
        {(p) => <input {...p} autoComplete="off" {...register('focus')} />}
      </Field>
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Languages you speak with patients"
            options={LANGUAGE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label="Address line 1" error={errors.address?.line1?.message}>
        {(p) => <input {...p} autoComplete="address-line1" {...register('address.line1')} />}
      </Field>
      <Field label="Address line 2" error={errors.address?.line2?.message}>
        {(p) => <input {...p} autoComplete="address-line2" {...register('address.line2')} />}
      </Field>
      <Field label="About" error={errors.about?.message}>
        {(p) => <textarea {...p} rows={6} {...register('about')} />}
      </Field>
      <div className={styles.availableRow}>
        <label className={styles.checkbox}>
          <input type="checkbox" aria-describedby="availability-note" {...register('available')} />
          Available
        </label>
        <AvailabilityNote available={watch('available')} upcoming={upcoming} />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
