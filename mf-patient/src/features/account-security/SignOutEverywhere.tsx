import { useNavigate } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import styles from '../../components/SettingsCard.module.css';

/** Ends every session of the account, this one too: the api's words are the toast, and the patient lands on the login page. */
export function SignOutEverywhere() {
  const t = useT();
  const navigate = useNavigate();
  const { run, pending } = useCallAction('userLogoutAll', {
    onDone: (result) => {
      if (!result?.success) return;
      useAuthStore.getState().clearToken('token');
      useProfileStore.getState().clear();
      navigate('/login?mode=login');
    },
  });
  return (
    <div>
      <h3 className={styles.partTitle}>{t('AccountSecurity.signOutTitle')}</h3>
      <p className={styles.note}>{t('AccountSecurity.signOutNote')}</p>
      <Button variant="secondary" disabled={pending} onClick={() => void run()}>
        {pending ? t('common.pleaseWait') : t('AccountSecurity.signOut')}
      </Button>
    </div>
  );
}
