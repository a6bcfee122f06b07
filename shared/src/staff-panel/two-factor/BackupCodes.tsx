import { useEffect, useRef } from 'react';
import { Button } from '@clinic/shared/ui';
import { useStaffT } from '../i18n';
import { backupCodesFile } from './two-factor-calls';
import styles from './TwoFactor.module.css';

/** The ten backup codes, shown this once: each signs in once when the phone is not at hand. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useStaffT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const download = () => {
    const url = URL.createObjectURL(new Blob([backupCodesFile(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'sunrise-clinic-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.steps}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {t('BackupCodes.heading')}
      </h3>
      <p className={styles.text}>{t('BackupCodes.text')}</p>
      <ul className={styles.codes} aria-label={t('BackupCodes.label')}>
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download}>
          {t('BackupCodes.download')}
        </Button>
        <Button onClick={onDone}>{t('BackupCodes.saved')}</Button>
      </div>
    </div>
  );
}
