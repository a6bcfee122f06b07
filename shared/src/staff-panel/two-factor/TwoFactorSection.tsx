import { useState } from 'react';
import type { TwoFactorSetup } from '@clinic/shared/contract';
import { useCallAction, useCallQuery } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { richText } from '@clinic/shared/i18n';
import { Button, Spinner } from '@clinic/shared/ui';
import { LoadFailed } from '../components/LoadFailed';
import { useStaffT } from '../i18n';
import { BackupCodes } from './BackupCodes';
import { SetupSteps } from './SetupSteps';
import { TurnOffForm } from './TurnOffForm';
import { TWO_FACTOR_CALLS, type StaffRole } from './two-factor-calls';
import cards from '../components/cards.module.css';
import styles from './TwoFactor.module.css';

type Stage = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

/**
 * A member of staff's own "Two-factor sign-in" (decision 47): whether it is on, setting it up with an
 * authenticator app, the backup codes shown once, and turning it off. The doctor's profile and the
 * admin's Security page both show it.
 */
export function TwoFactorSection({ staffRole: role }: { staffRole: StaffRole }) {
  const t = useStaffT();
  const calls = TWO_FACTOR_CALLS[role];
  const status = useCallQuery(calls.status, undefined, { select: (answer) => answer.twoFactor });
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const start = useCallAction(calls.setup);
  const backToStatus = () => {
    setStage({ kind: 'status' });
    status.reload();
  };

  const begin = async () => {
    const result = await start.run();
    if (result?.success) setStage({ kind: 'setup', setup: result.setup });
  };

  const confirmed = (codes: string[], token?: string) => {
    // Turning it on ends every earlier session (decision 47); this device carries on with the fresh token, and a
    // doctor signed in only to set it up gets a full session, without signing in again.
    if (token) useAuthStore.getState().setToken(role === 'doctor' ? 'dToken' : 'aToken', token);
    setStage({ kind: 'codes', codes });
  };

  const twoFactor = status.data;
  return (
    <section className={`${cards.section} ${styles.card}`} aria-labelledby={`two-factor-${role}`}>
      <h2 id={`two-factor-${role}`} className={`${cards.sectionHeading} ${styles.heading}`}>
        {t('TwoFactor.heading')}
      </h2>
      <p className={styles.text}>{t('TwoFactor.intro')}</p>
      {!twoFactor ? (
        status.loading ? (
          <Spinner label={t('TwoFactor.loading')} />
        ) : (
          <LoadFailed what="two-factor status" onRetry={status.reload} />
        )
      ) : stage.kind === 'setup' ? (
        <SetupSteps staffRole={role} setup={stage.setup} onConfirmed={confirmed} onCancel={backToStatus} />
      ) : stage.kind === 'codes' ? (
        <BackupCodes codes={stage.codes} onDone={backToStatus} />
      ) : stage.kind === 'off' ? (
        <TurnOffForm staffRole={role} onDone={backToStatus} onCancel={() => setStage({ kind: 'status' })} />
      ) : twoFactor.enrolled ? (
        <>
          <p className={styles.text}>
            {richText(t('TwoFactor.isOn', { count: twoFactor.backupCodesLeft }), { strong: (text) => <strong>{text}</strong> })}
          </p>
          {twoFactor.required ? (
            <p className={styles.text}>{t('TwoFactor.requiredOn')}</p>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setStage({ kind: 'off' })}>
                {t('common.turnOff')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          {twoFactor.required ? (
            <p className={styles.required}>{t('TwoFactor.requiredSetUp')}</p>
          ) : (
            <p className={styles.text}>
              <strong>{t('TwoFactor.isOff')}</strong>
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={begin} disabled={start.pending}>
              {start.pending ? t('TwoFactor.preparing') : t('TwoFactor.setUp')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
