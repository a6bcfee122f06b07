import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@clinic/shared/ui';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadMyData } from './DownloadMyData';
import styles from '../../components/SettingsCard.module.css';

/** "Your data" on My profile (issue 22): a copy of everything kept, and deleting the account. */
export function DataRightsCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="data-rights-title">
      <h2 id="data-rights-title" className={styles.title}>
        Your data
      </h2>
      <p className={styles.lead}>
        What we keep and why is in our <Link to="/privacy">privacy notice</Link>.
      </p>
      <div className={styles.part}>
        <DownloadMyData />
      </div>
      <div className={styles.part}>
        <h3 className={styles.partTitle}>Delete my account</h3>
        <p className={styles.note}>Your future appointments are cancelled and your details deleted. We will ask for your password first.</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
