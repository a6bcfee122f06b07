import { Controller, type UseFormReturn } from 'react-hook-form';
import { CLINIC_SERVICES, doctorLanguageName, experienceText, serviceName, specialityName } from '@clinic/shared/clinic';
import { DOCTOR_LANGUAGES, EXPERIENCE_OPTIONS, SPECIALITIES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Field } from '@clinic/shared/ui';
import { CheckboxGroup } from '@clinic/shared/ui/checkbox-group';
import { DoctorTranslationFields } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import type { DoctorFormValues } from '../form-values';
import styles from './AddDoctorForm.module.css';

/** A schema's message (English, from the contract) in the reader's language. */
const inWords = (message: string | undefined) => (message === undefined ? undefined : translateMessage(message));

interface Props<Out> {
  form: UseFormReturn<DoctorFormValues, unknown, Out>;
  /** Adding asks for a password; editing never changes it. */
  withPassword: boolean;
}

/** The doctor's details as add-doctor and the edit both ask for them; every field says what is wrong beside it. */
export function DoctorFields<Out>({ form, withPassword }: Props<Out>) {
  const t = useT();
  const { register, watch, formState, control } = form;
  const { errors } = formState;
  const address = watch('address');
  // The schema checks both lines together; the message belongs to whichever line is still empty.
  const addressError = (line: 'line1' | 'line2') =>
    inWords(errors.address?.[line]?.message ?? (errors.address?.message && !address[line].trim() ? errors.address.message : undefined));
  // The values stay English (the api's); only what is shown is the reader's language.
  const languageOptions = DOCTOR_LANGUAGES.map((language) => ({ value: language, label: doctorLanguageName(language) }));
  const serviceOptions = CLINIC_SERVICES.map((service) => ({ value: service.id, label: serviceName(service.id) }));

  return (
    <>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Field label={t('DoctorFields.name')} error={inWords(errors.name?.message)}>
            {(p) => <input {...p} autoComplete="off" {...register('name')} />}
          </Field>
          <Field label={t('DoctorFields.email')} error={inWords(errors.email?.message)}>
            {(p) => <input {...p} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          {withPassword && (
            <Field label={t('DoctorFields.password')} hint={t('DoctorFields.passwordHint')} error={inWords(errors.password?.message)}>
              {(p) => <input {...p} type="password" autoComplete="new-password" {...register('password')} />}
            </Field>
          )}
          <Field label={t('DoctorFields.experience')}>
            {(p) => (
              <select {...p} {...register('experience')}>
                {EXPERIENCE_OPTIONS.map((e) => (
                  <option key={e} value={e}>
                    {experienceText(e)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('DoctorFields.fees')} error={inWords(errors.fees?.message)}>
            {(p) => <input {...p} type="number" inputMode="numeric" min={0} step={1} {...register('fees')} />}
          </Field>
        </div>
        <div className={styles.column}>
          <Field label={t('DoctorFields.speciality')}>
            {(p) => (
              <select {...p} {...register('speciality')}>
                {SPECIALITIES.map((s) => (
                  <option key={s} value={s}>
                    {specialityName(s)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('DoctorFields.focus')} optional hint={t('DoctorFields.focusHint')} error={inWords(errors.focus?.message)}>
            {(p) => <input {...p} autoComplete="off" {...register('focus')} />}
          </Field>
          <Field label={t('DoctorFields.education')} hint={t('DoctorFields.educationHint')} error={inWords(errors.degree?.message)}>
            {(p) => <input {...p} {...register('degree')} />}
          </Field>
          <Field label={t('DoctorFields.address1')} error={addressError('line1')}>
            {(p) => <input {...p} autoComplete="off" {...register('address.line1')} />}
          </Field>
          <Field label={t('DoctorFields.address2')} error={addressError('line2')}>
            {(p) => <input {...p} autoComplete="off" {...register('address.line2')} />}
          </Field>
        </div>
      </div>
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={t('DoctorFields.languages')}
            hint={t('DoctorFields.languagesHint')}
            options={languageOptions}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={inWords(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="services"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend={t('DoctorFields.services')}
            hint={t('DoctorFields.servicesHint')}
            options={serviceOptions}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={inWords(fieldState.error?.message)}
            optionWidth="wide"
          />
        )}
      />
      <Field label={t('DoctorFields.about')} error={inWords(errors.about?.message)} className={styles.about}>
        {(p) => <textarea {...p} rows={5} {...register('about')} />}
      </Field>
      <DoctorTranslationFields register={register} errors={errors.translations} />
    </>
  );
}
