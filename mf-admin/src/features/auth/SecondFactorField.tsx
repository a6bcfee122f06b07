import { useId, type Ref } from 'react';
import { useT } from '../../i18n';
import styles from './StaffLoginForm.module.css';

interface Props {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (code: string) => void;
  /** The id of the alert that says why the last code was refused, if it was. */
  errorId?: string;
}

/** The second step of a staff sign-in: the six digits the authenticator app shows, or a backup code. */
export function SecondFactorField({ inputRef, value, onChange, errorId }: Props) {
  const t = useT();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`${hintId}-code`}>{t('StaffLoginForm.codeLabel')}</label>
      <p id={hintId} className={styles.hint}>
        {t('StaffLoginForm.codeHint')}
      </p>
      <input
        ref={inputRef}
        id={`${hintId}-code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={20}
        spellCheck={false}
        aria-describedby={errorId ? `${errorId} ${hintId}` : hintId}
        aria-invalid={errorId ? true : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
