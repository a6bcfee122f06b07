import type { UseFormRegister } from 'react-hook-form';
import { MESSAGE_LANGUAGES, type UpdateProfileFields } from '@clinic/shared/contract';
import { Field } from '@clinic/shared/ui';
import { LANGUAGE_NAMES } from '../message-preferences';
import styles from './Profile.module.css';

/** The "Messages" part of the profile form: channels, reminders, language and phone calls. */
export function MessagePreferencesFields({ register }: { register: UseFormRegister<UpdateProfileFields> }) {
  return (
    <fieldset className={styles.messages}>
      <legend className={styles.legend}>Messages</legend>
      <p className={styles.note}>
        How the clinic tells you about your appointments. A booking&apos;s confirmation and a cancellation are always sent.
      </p>
      <label className={styles.check}>
        <input type="checkbox" {...register('notifyEmail')} />
        <span>E-mail me</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register('notifyWhatsapp')} />
        <span>WhatsApp me (on the phone number I book with)</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register('reminders')} />
        <span>Remind me before each appointment</span>
      </label>
      <Field label="Language of messages">
        {(p) => (
          <select {...p} {...register('language')}>
            {MESSAGE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className={styles.check}>
        <input type="checkbox" {...register('noPhoneCalls')} />
        <span>I cannot take phone calls</span>
      </label>
    </fieldset>
  );
}
