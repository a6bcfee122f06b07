import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '@clinic/shared/contract';
import { notify, useCallAction } from '@clinic/shared/data';
import { Button, Field } from '@clinic/shared/ui';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const keyLabelId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const { run, pending } = useCallAction(TWO_FACTOR_CALLS[role].confirm);

  const copy = () =>
    navigator.clipboard?.writeText(setup.secret).then(
      () => notify('success', 'The key is copied'),
      () => notify('error', 'The key could not be copied. Please select it and copy it by hand.'),
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
        Set up two-factor sign-in
      </h3>
      <ol>
        <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Add an account in the app and scan this QR code.</li>
      </ol>
      <img className={styles.qr} src={setup.qrCode} width={200} height={200} alt="QR code to scan with your authenticator app" />
      <p id={keyLabelId} className={styles.text}>
        Cannot scan it? Type this key into the app instead:
      </p>
      <div className={styles.secret} role="group" aria-labelledby={keyLabelId}>
        <code>{groupedInFours(setup.secret)}</code>
        <Button variant="secondary" onClick={copy}>
          Copy key
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Code from your authenticator app" required hint="The 6 numbers the app shows now" error={error}>
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
            {pending ? 'Checking…' : 'Turn on two-factor sign-in'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
