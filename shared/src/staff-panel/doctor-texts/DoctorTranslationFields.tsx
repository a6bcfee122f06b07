import { useId, type Ref } from 'react';
import { DOCTOR_TEXT_LANGUAGES, type DoctorTextLanguage } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Field } from '@clinic/shared/ui';
import { useStaffT } from '../i18n';
import type { TranslationFieldName } from './translation-values';
import styles from './DoctorTranslationFields.module.css';

/** What a form library's `register` gives an input (react-hook-form's shape, without depending on it). */
interface Registered {
  name: string;
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange: (event: { target: unknown }) => unknown;
  onBlur: (event: { target: unknown }) => unknown;
}

type Problem = { message?: string } | undefined;
/** The schema's refusals by input, as a form library keeps them (react-hook-form's `errors.translations`). */
type TranslationErrors = Partial<
  Record<DoctorTextLanguage, { about?: Problem; focus?: Problem; address?: { line1?: Problem; line2?: Problem } } | undefined>
>;

interface Props {
  register: (name: TranslationFieldName) => Registered;
  errors: TranslationErrors | undefined;
}

const inWords = (message: string | undefined) => (message === undefined ? undefined : translateMessage(message));

/**
 * A doctor's focus, address and about in Hindi and Kannada (decision 53), for the admin's doctor form and the
 * doctor's profile alike. All optional: a page in that language shows the English wherever one is empty.
 */
export function DoctorTranslationFields({ register, errors }: Props) {
  const t = useStaffT();
  const noteId = useId();
  return (
    <fieldset className={styles.translations} aria-describedby={noteId}>
      <legend className={styles.legend}>{t('DoctorTranslations.legend')}</legend>
      <p id={noteId} className={styles.note}>
        {t('DoctorTranslations.note')}
      </p>
      <div className={styles.languages}>
        {DOCTOR_TEXT_LANGUAGES.map((lang) => {
          const language = t(`DoctorTranslations.language.${lang}`);
          const refused = errors?.[lang];
          return (
            <fieldset key={lang} className={styles.language}>
              <legend className={styles.languageLegend}>{t(`DoctorTranslations.heading.${lang}`)}</legend>
              <Field label={t('DoctorTranslations.focus', { language })} error={inWords(refused?.focus?.message)}>
                {(p) => <input {...p} lang={lang} autoComplete="off" {...register(`translations.${lang}.focus`)} />}
              </Field>
              <Field label={t('DoctorTranslations.line1', { language })} error={inWords(refused?.address?.line1?.message)}>
                {(p) => <input {...p} lang={lang} autoComplete="off" {...register(`translations.${lang}.address.line1`)} />}
              </Field>
              <Field label={t('DoctorTranslations.line2', { language })} error={inWords(refused?.address?.line2?.message)}>
                {(p) => <input {...p} lang={lang} autoComplete="off" {...register(`translations.${lang}.address.line2`)} />}
              </Field>
              <Field label={t('DoctorTranslations.about', { language })} error={inWords(refused?.about?.message)}>
                {(p) => <textarea {...p} lang={lang} rows={5} {...register(`translations.${lang}.about`)} />}
              </Field>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
