import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '@clinic/shared/contract';
import { notify, useCallAction } from '@clinic/shared/data';
import { Button, Field } from '@clinic/shared/ui';
import { useStaffT } from '../i18n';
import { groupedInFours, TWO_FACTOR_CALLS, type StaffRole } from './two-factor-calls';
import styles from './TwoFactor.module.css';

interface Props {
  staffRole: StaffRole;
  setup: TwoFactorSetup;
  /** The first right code turned it on: the backup codes to show once, and (a doctor) a fresh token. */
  onConfirmed: (backupCodes: string[], token?: string) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the secret), then prove it with the first code the app shows. */
export function SetupSteps({ staffRole: role, setup, onConfirmed, onCancel }: Props) {
  const t = useStaffT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const keyLabelId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const { run, pending } = useCallAction(TWO_FACTOR_CALLS[role].confirm);

  const copy = () =>
    navigator.clipboard?.writeText(setup.secret).then(
      () => notify('success', t('TwoFactorSetup.copied')),
      () => notify('error', t('TwoFactorSetup.copyFailed')),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run({ code });
    if (!result) return;
    if (result.success) return onConfirmed(result.backupCodes, result.token);
    setError(result.message);
    codeRef.current?.focus();
  };

  return (
    <div className={styles.steps}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {t('TwoFactorSetup.heading')}
      </h3>
      <ol>
        <li>{t('TwoFactorSetup.stepApp')}</li>
        <li>{t('TwoFactorSetup.stepScan')}</li>
      </ol>
      <img className={styles.qr} src={setup.qrCode} width={200} height={200} alt={t('TwoFactorSetup.qrAlt')} />
      <p id={keyLabelId} className={styles.text}>
        {t('TwoFactorSetup.typeKey')}
      </p>
      <div className={styles.secret} role="group" aria-labelledby={keyLabelId}>
        <code translate="no">{groupedInFours(setup.secret)}</code>
        <Button variant="secondary" onClick={copy}>
          {t('TwoFactorSetup.copyKey')}
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('common.codeFromApp')} required hint={t('TwoFactorSetup.codeHint')} error={error}>
          {(p) => (
            <input
              {...p}
              ref={codeRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? t('common.checking') : t('TwoFactorSetup.turnOn')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
