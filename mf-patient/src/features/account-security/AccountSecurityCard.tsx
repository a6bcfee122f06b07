import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import styles from '../../components/SettingsCard.module.css';

/** "Password and sign-in" on My profile (issue 22). */
export function AccountSecurityCard() {
  return (
    <section className={styles.card} aria-labelledby="account-security-title">
      <h2 id="account-security-title" className={styles.title}>
        Password and sign-in
      </h2>
      <p className={styles.lead}>Changing your password signs you out on your other devices.</p>
      <div className={styles.part}>
        <ChangePasswordForm />
      </div>
      <div className={styles.part}>
        <SignOutEverywhere />
      </div>
    </section>
  );
}
