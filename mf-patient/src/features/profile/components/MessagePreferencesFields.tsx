import type { UseFormRegister } from 'react-hook-form';
import type { UpdateProfileFields } from '@clinic/shared/contract';
import { LANGUAGES, LANGUAGE_NAMES } from '@clinic/shared/i18n';
import { Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import check from '../../../components/CheckLabel.module.css';
import styles from './Profile.module.css';

/** The "Messages" part of the profile form: channels, reminders, language and phone calls. */
export function MessagePreferencesFields({ register }: { register: UseFormRegister<UpdateProfileFields> }) {
  const t = useT();
  return (
    <fieldset className={styles.messages}>
      <legend className={styles.legend}>{t('Messages.legend')}</legend>
      <p className={styles.note}>{t('Messages.note')}</p>
      <label className={check.check}>
        <input type="checkbox" {...register('notifyEmail')} />
        <span>{t('Messages.emailMe')}</span>
      </label>
      <label className={check.check}>
        <input type="checkbox" {...register('notifyWhatsapp')} />
        <span>{t('Messages.whatsappMe')}</span>
      </label>
      <label className={check.check}>
        <input type="checkbox" {...register('reminders')} />
        <span>{t('Messages.remindMe')}</span>
      </label>
      <Field label={t('Messages.language')}>
        {(p) => (
          <select {...p} {...register('language')}>
            {/* Each language named in its own script, so a patient finds theirs whatever the page's language. */}
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className={check.check}>
        <input type="checkbox" {...register('noPhoneCalls')} />
        <span>{t('Messages.noCalls')}</span>
      </label>
    </fieldset>
  );
}
