import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCallAction } from '@clinic/shared/data';
import { Button, Field } from '@clinic/shared/ui';
import { useStaffT } from '../i18n';
import { TWO_FACTOR_CALLS, type StaffRole } from './two-factor-calls';
import styles from './TwoFactor.module.css';

/** "Password" in each language the api answers in. */
const PASSWORD_WORD = /password|पासवर्ड|ಪಾಸ್‌?ವರ್ಡ್/i;

/** Turning two-factor off asks for the password and a current code, so a borrowed session cannot do it. */
export function TurnOffForm({ staffRole: role, onDone, onCancel }: { staffRole: StaffRole; onDone: () => void; onCancel: () => void }) {
  const t = useStaffT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'code'; message: string }>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => passwordRef.current?.focus(), []);
  const { run, pending } = useCallAction(TWO_FACTOR_CALLS[role].disable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run({ password, code });
    if (!result) return;
    if (result.success) return onDone();
    // The api's words, in the reader's language, say which of the two was wrong.
    const field = PASSWORD_WORD.test(result.message) ? 'password' : 'code';
    setError({ field, message: result.message });
    (field === 'password' ? passwordRef : codeRef).current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="turn-off-two-factor">
      <h3 id="turn-off-two-factor" className={styles.subheading}>
        {t('TwoFactorOff.heading')}
      </h3>
      <Field label={t('TwoFactorOff.password')} required error={error?.field === 'password' ? error.message : undefined}>
        {(p) => (
          <input
            {...p}
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('common.codeFromApp')}
        required
        hint={t('TwoFactorOff.codeHint')}
        error={error?.field === 'code' ? error.message : undefined}
      >
        {(p) => (
          <input
            {...p}
            ref={codeRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? t('TwoFactorOff.turningOff') : t('common.turnOff')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
