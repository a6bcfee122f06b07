import { useEffect, useRef } from 'react';
import { Button } from '@clinic/shared/ui';
import { backupCodesFile } from './two-factor-calls';
import styles from './TwoFactor.module.css';

/** The ten backup codes, shown this once: each signs in once when the phone is not at hand. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
        Two-factor sign-in is on. Save your backup codes
      </h3>
      <p className={styles.text}>
        If you lose your phone, each of these codes lets you sign in once. They are shown only now: download them or write them down, and
        keep them somewhere safe.
      </p>
      <ul className={styles.codes} aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
