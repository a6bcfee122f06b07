import { useNavigate } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import en from '../../locales/en.json';
import { translate, useT } from '../../i18n';
import styles from './AccountSecurity.module.css';

/** The question asked first, in English; on screen it is asked in the reader's language. */
export const CONFIRM_SIGN_OUT_EVERYWHERE = en.SignOutEverywhere.confirm;

/**
 * Ends every session of the doctor's account at once (a lost phone, a shared computer), this device's too:
 * it lands on the staff login, with the api's words as a toast.
 */
export function SignOutEverywhere() {
  const t = useT();
  const navigate = useNavigate();
  const { run, pending } = useCallAction('doctorLogoutAll');
  const signOut = async () => {
    if (!window.confirm(translate('SignOutEverywhere.confirm'))) return;
    const result = await run();
    if (!result?.success) return;
    useAuthStore.getState().clearToken('dToken');
    navigate('/admin-login?role=doctor');
  };
  return (
    <div className={styles.signOut}>
      <h3 className={styles.subheading}>{t('SignOutEverywhere.heading')}</h3>
      <p className={styles.intro}>{t('SignOutEverywhere.intro')}</p>
      <div>
        <Button variant="secondary" disabled={pending} onClick={() => void signOut()}>
          {pending ? t('SignOutEverywhere.pending') : t('SignOutEverywhere.button')}
        </Button>
      </div>
    </div>
  );
}
