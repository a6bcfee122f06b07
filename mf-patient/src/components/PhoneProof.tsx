import { useState, type FormEvent } from 'react';
import type { UserProfile } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useProfileStore } from '@clinic/shared/stores';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../i18n';
import styles from './PhoneProof.module.css';

/**
 * Confirming the profile's phone for WhatsApp (decision 52): the clinic's WhatsApp goes only to a number the
 * patient proved with a code sent to it. The api's answer (sent, wrong, expired) is said beside the field.
 */
export function PhoneProof({
  profile,
  intro,
  onConfirmed,
}: {
  profile: UserProfile;
  /** What the offer says before the code is asked for; by default, why the number is not yet used. */
  intro?: string;
  /** Run once the number is confirmed, before the profile is read again (the booking's offer turns WhatsApp on). */
  onConfirmed?: () => Promise<unknown>;
}) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<{ message: string; refused: boolean } | null>(null);
  const send = useCallAction('userSendPhoneCode');
  const verify = useCallAction('userVerifyPhone');
  if (!profile.phone) return null;
  if (profile.phoneVerified) return <p className={styles.note}>{t('PhoneProof.confirmed')}</p>;

  const ask = async () => {
    const result = await send.run({ phone: profile.phone });
    if (!result) return;
    setSaid({ message: result.message, refused: !result.success });
    if (result.success) setAsked(true);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const result = await verify.run({ code: code.trim() });
    if (!result) return;
    if (result.success) {
      await onConfirmed?.();
      return void useProfileStore.getState().load();
    }
    setSaid({ message: result.message, refused: true });
  };

  return (
    <div className={styles.phoneProof}>
      <p className={styles.note}>{intro ?? t('PhoneProof.why')}</p>
      {said && !(asked && said.refused) && (
        <p role={said.refused ? 'alert' : 'status'} className={styles.note}>
          {said.message}
        </p>
      )}
      {asked ? (
        <form className={styles.codeForm} onSubmit={confirm} noValidate>
          <Field label={t('PhoneProof.code')} required error={said?.refused ? said.message : undefined}>
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <div className={styles.codeActions}>
            <Button type="submit" disabled={verify.pending}>
              {t('PhoneProof.confirm')}
            </Button>
            <Button type="button" variant="secondary" disabled={send.pending} onClick={() => void ask()}>
              {t('PhoneProof.again')}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="secondary" disabled={send.pending} onClick={() => void ask()}>
          {t('PhoneProof.send')}
        </Button>
      )}
    </div>
  );
}
