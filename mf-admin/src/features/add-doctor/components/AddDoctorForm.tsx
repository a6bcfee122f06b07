import { EXPERIENCE_OPTIONS, SPECIALITIES } from '@clinic/shared/contract';
import { Button, Field } from '@clinic/shared/ui';
import { useAddDoctorForm } from '../hooks/useAddDoctorForm';
import { ImagePicker } from './ImagePicker';
import styles from './AddDoctorForm.module.css';

/** Spec section 5's add-doctor form; every field says what is wrong with it beside it. */
export function AddDoctorForm() {
  const { form, image, imageMissing, chooseImage, onSubmit } = useAddDoctorForm();
  const { register, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const address = watch('address');
  // The schema checks both lines together; the message belongs to whichever line is still empty.
  const addressError = (line: 'line1' | 'line2') =>
    errors.address?.[line]?.message ?? (errors.address?.message && !address[line].trim() ? errors.address.message : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add doctor">
      <ImagePicker file={image} missing={imageMissing} onChange={chooseImage} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Field label="Doctor name" error={errors.name?.message}>
            {(p) => <input {...p} autoComplete="off" {...register('name')} />}
          </Field>
          <Field label="Doctor email" error={errors.email?.message}>
            {(p) => <input {...p} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          <Field label="Set password" hint="At least 8 characters" error={errors.password?.message}>
            {(p) => <input {...p} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field label="Experience">
            {(p) => (
              <select {...p} {...register('experience')}>
                {EXPERIENCE_OPTIONS.map((e) => (
                  <option key={e}>{e}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Fees (₹)" error={errors.fees?.message}>
            {(p) => <input {...p} type="number" inputMode="numeric" min={0} step={1} {...register('fees')} />}
          </Field>
        </div>
        <div className={styles.column}>
          <Field label="Speciality">
            {(p) => (
              <select {...p} {...register('speciality')}>
                {SPECIALITIES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Education" hint="The degree, e.g. MBBS, MASLP" error={errors.degree?.message}>
            {(p) => <input {...p} {...register('degree')} />}
          </Field>
          <Field label="Address line 1" error={addressError('line1')}>
            {(p) => <input {...p} autoComplete="off" {...register('address.line1')} />}
          </Field>
          <Field label="Address line 2" error={addressError('line2')}>
            {(p) => <input {...p} autoComplete="off" {...register('address.line2')} />}
          </Field>
        </div>
      </div>
      <Field label="About doctor (optional)" error={errors.about?.message} className={styles.about}>
        {(p) => <textarea {...p} rows={5} {...register('about')} />}
      </Field>
      <div className={styles.footer}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding doctor…' : 'Add doctor'}
        </Button>
      </div>
    </form>
  );
}
