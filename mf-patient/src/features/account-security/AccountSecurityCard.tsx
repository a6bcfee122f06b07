import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useT } from '../../i18n';
import styles from '../../components/SettingsCard.module.css';

/** "Password and sign-in" on My profile (decision 47). */
export function AccountSecurityCard() {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="account-security-title">
      <h2 id="account-security-title" className={styles.title}>
        {t('AccountSecurity.title')}
      </h2>
      <p className={styles.lead}>{t('AccountSecurity.lead')}</p>
      <div className={styles.part}>
        <ChangePasswordForm />
      </div>
      <div className={styles.part}>
        <SignOutEverywhere />
      </div>
    </section>
  );
}
