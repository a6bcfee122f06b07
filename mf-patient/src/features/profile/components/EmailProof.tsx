import { useState } from 'react';
import type { UserProfile } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import styles from './Profile.module.css';

/**
 * Confirming the account's e-mail (decision 34): a link went at sign-up; until it (or the phone) is confirmed
 * the account holds fewer bookings. The api's answer (sent, three an hour, e-mail off) is said beside it.
 */
export function EmailProof({ profile }: { profile: UserProfile }) {
  const t = useT();
  const [said, setSaid] = useState<{ message: string; refused: boolean } | null>(null);
  const send = useCallAction('userSendEmailLink');
  if (profile.emailVerified) return <p className={styles.note}>{t('EmailProof.confirmed')}</p>;

  const ask = async () => {
    const result = await send.run();
    if (result) setSaid({ message: result.message, refused: !result.success });
  };

  return (
    <div className={styles.phoneProof}>
      <p className={styles.note}>{t('EmailProof.why')}</p>
      {said && (
        <p role={said.refused ? 'alert' : 'status'} className={styles.note}>
          {said.message}
        </p>
      )}
      <Button type="button" variant="secondary" disabled={send.pending} onClick={() => void ask()}>
        {t('EmailProof.send')}
      </Button>
    </div>
  );
}
