import { Controller, type UseFormReturn } from 'react-hook-form';
import { CLINIC_SERVICES } from '@clinic/shared/clinic';
import { DOCTOR_LANGUAGES, EXPERIENCE_OPTIONS, SPECIALITIES } from '@clinic/shared/contract';
import { CheckboxGroup, Field } from '@clinic/shared/ui';
import type { DoctorFormValues } from '../form-values';
import styles from './AddDoctorForm.module.css';

const LANGUAGE_OPTIONS = DOCTOR_LANGUAGES.map((language) => ({ value: language, label: language }));
const SERVICE_OPTIONS = CLINIC_SERVICES.map((service) => ({ value: service.id, label: service.title }));

interface Props<Out> {
  form: UseFormReturn<DoctorFormValues, unknown, Out>;
  /** Adding asks for a password; editing never changes it. */
  withPassword: boolean;
}

/** The doctor's details as add-doctor and the edit both ask for them; every field says what is wrong beside it. */
export function DoctorFields<Out>({ form, withPassword }: Props<Out>) {
  const { register, watch, formState, control } = form;
  const { errors } = formState;
  const address = watch('address');
  // The schema checks both lines together; the message belongs to whichever line is still empty.
  const addressError = (line: 'line1' | 'line2') =>
    errors.address?.[line]?.message ?? (errors.address?.message && !address[line].trim() ? errors.address.message : undefined);

  return (
    <>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Field label="Doctor name" error={errors.name?.message}>
            {(p) => <input {...p} autoComplete="off" {...register('name')} />}
          </Field>
          <Field label="Doctor email" error={errors.email?.message}>
            {(p) => <input {...p} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          {withPassword && (
            <Field label="Set password" hint="At least 8 characters" error={errors.password?.message}>
              {(p) => <input {...p} type="password" autoComplete="new-password" {...register('password')} />}
            </Field>
          )}
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
          <Field label="Focus" optional hint="Shown beside the speciality, e.g. Paediatric audiology" error={errors.focus?.message}>
            {(p) => <input {...p} autoComplete="off" {...register('focus')} />}
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
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Languages spoken"
            hint="Patients can search for a doctor who speaks their language"
            options={LANGUAGE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="services"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Services offered"
            hint="The services page links each one to the doctors who offer it"
            options={SERVICE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
            optionWidth="wide"
          />
        )}
      />
      <Field label="About doctor (optional)" error={errors.about?.message} className={styles.about}>
        {(p) => <textarea {...p} rows={5} {...register('about')} />}
      </Field>
    </>
  );
}
