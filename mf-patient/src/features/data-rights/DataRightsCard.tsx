import { useState } from 'react';
import { Link } from 'react-router-dom';
import { richText } from '@clinic/shared/i18n';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadMyData } from './DownloadMyData';
import styles from '../../components/SettingsCard.module.css';

/** "Your data" on My profile (decision 47): a copy of everything kept, and deleting the account. */
export function DataRightsCard() {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="data-rights-title">
      <h2 id="data-rights-title" className={styles.title}>
        {t('DataRights.title')}
      </h2>
      <p className={styles.lead}>{richText(t('DataRights.lead'), { link: (text) => <Link to="/privacy">{text}</Link> })}</p>
      <div className={styles.part}>
        <DownloadMyData />
      </div>
      <div className={styles.part}>
        <h3 className={styles.partTitle}>{t('DataRights.deleteTitle')}</h3>
        <p className={styles.note}>{t('DataRights.deleteNote')}</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('DataRights.delete')}
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
