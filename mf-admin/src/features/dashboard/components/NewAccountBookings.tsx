import type { AdminDashboard } from '@clinic/shared/contract';
import { Icon, cardStyles as cards } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import styles from './NewAccountBookings.module.css';

/**
 * Decision 34: bookings by accounts under a day old share an hourly budget. When it has turned some away
 * lately the admin hears how many, what the patients were told, and which setting to raise for a real rush.
 * Absent otherwise.
 */
export function NewAccountBookings({ lately }: { lately: AdminDashboard['newAccountBookings'] }) {
  const t = useT();
  if (!lately || lately.refused === 0) return null;
  return (
    <section className={cards.panel} aria-labelledby="new-accounts-heading" data-testid="new-account-bookings">
      <h2 id="new-accounts-heading" className={cards.panelHead}>
        <Icon name="patients" size={22} />
        {t('AdminDashboard.newAccountsTitle')}
      </h2>
      <div className={styles.body}>
        <p>{t('AdminDashboard.newAccountsText', lately)}</p>
        <p>{t('AdminDashboard.newAccountsWhat')}</p>
      </div>
    </section>
  );
}
