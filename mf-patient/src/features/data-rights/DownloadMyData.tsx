import { useCallAction } from '@clinic/shared/data';
import { Button } from '@clinic/shared/ui';
import { saveExport } from './export-file';
import styles from '../../components/SettingsCard.module.css';

/** "Download my data": everything the clinic keeps about the patient, as one JSON file. */
export function DownloadMyData() {
  const { run, pending } = useCallAction('userExport', {
    onDone: (result) => {
      if (result?.success) saveExport(result.data);
    },
  });
  return (
    <div>
      <h3 className={styles.partTitle}>Download my data</h3>
      <p className={styles.note}>
        One file with your profile, your appointments and the messages we sent you. You can open it with any text editor.
      </p>
      <Button variant="secondary" disabled={pending} onClick={() => void run()}>
        {pending ? 'Preparing your file…' : 'Download my data'}
      </Button>
    </div>
  );
}
