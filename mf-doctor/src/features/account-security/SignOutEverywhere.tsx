import { useNavigate } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import styles from './AccountSecurity.module.css';

export const CONFIRM_SIGN_OUT_EVERYWHERE =
  'Sign out on every computer and phone, this one too? You will need to sign in again with your password.';

/**
 * Ends every session of the doctor's account at once (a lost phone, a shared computer), this device's too:
 * it lands on the staff login, with the api's words as a toast.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const { run, pending } = useCallAction('doctorLogoutAll');
  const signOut = async () => {
    if (!window.confirm(CONFIRM_SIGN_OUT_EVERYWHERE)) return;
    const result = await run();
    if (!result?.success) return;
    useAuthStore.getState().clearToken('dToken');
    navigate('/admin-login?role=doctor');
  };
  return (
    <div className={styles.signOut}>
      <h3 className={styles.subheading}>Sign out everywhere</h3>
      <p className={styles.intro}>Signed in on a computer or phone you no longer use? This signs you out on all of them.</p>
      <div>
        <Button variant="secondary" disabled={pending} onClick={() => void signOut()}>
          {pending ? 'Signing out…' : 'Sign out everywhere'}
        </Button>
      </div>
    </div>
  );
}
