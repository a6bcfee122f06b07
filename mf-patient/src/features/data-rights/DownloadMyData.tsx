import { useCallAction } from '@clinic/shared/data';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { saveExport } from './export-file';
import styles from '../../components/SettingsCard.module.css';

/** "Download my data": everything the clinic keeps about the patient, as one JSON file. */
export function DownloadMyData() {
  const t = useT();
  const { run, pending } = useCallAction('userExport', {
    onDone: (result) => {
      if (result?.success) saveExport(result.data);
    },
  });
  return (
    <div>
      <h3 className={styles.partTitle}>{t('DataRights.downloadTitle')}</h3>
      <p className={styles.note}>{t('DataRights.downloadNote')}</p>
      <Button variant="secondary" disabled={pending} onClick={() => void run()}>
        {pending ? t('DataRights.preparing') : t('DataRights.download')}
      </Button>
    </div>
  );
}
