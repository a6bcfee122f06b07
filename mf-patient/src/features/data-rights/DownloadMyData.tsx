import { useState } from 'react';
import { reportError, useCallAction } from '@clinic/shared/data';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { saveExport, saveReadableExport } from './export-file';
import styles from '../../components/SettingsCard.module.css';

/**
 * "Download my data": everything the clinic keeps about the patient, as a page to read or print in the
 * language of the site (decision 47), and as JSON for other programs.
 */
export function DownloadMyData() {
  const t = useT();
  const { run, pending } = useCallAction('userExport', {
    onDone: (result) => {
      if (result?.success) saveExport(result.data);
    },
  });
  const [preparingReadable, setPreparingReadable] = useState(false);
  const downloadReadable = async () => {
    setPreparingReadable(true);
    try {
      await saveReadableExport();
    } catch (error) {
      reportError(error);
    } finally {
      setPreparingReadable(false);
    }
  };
  return (
    <div>
      <h3 className={styles.partTitle}>{t('DataRights.downloadTitle')}</h3>
      <p className={styles.note}>{t('DataRights.downloadNote')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={preparingReadable} onClick={() => void downloadReadable()}>
          {preparingReadable ? t('DataRights.preparing') : t('DataRights.downloadReadable')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => void run()}>
          {pending ? t('DataRights.preparing') : t('DataRights.downloadJson')}
        </Button>
      </div>
    </div>
  );
}
