import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { cardStyles } from '@clinic/shared/staff-panel';
import { useT } from '../../i18n';
import styles from './AccountSecurity.module.css';

/** The doctor profile's "Password and sign-in" section (decision 47). */
export function PasswordAndSignIn() {
  const t = useT();
  return (
    <section className={cardStyles.section} aria-labelledby="password-and-sign-in">
      <h2 id="password-and-sign-in" className={cardStyles.sectionHeading}>
        {t('Password.section')}
      </h2>
      <div className={styles.parts}>
        <ChangePasswordForm />
        <SignOutEverywhere />
      </div>
    </section>
  );
}
