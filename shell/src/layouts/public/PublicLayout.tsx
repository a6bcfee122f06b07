import { Outlet } from 'react-router-dom';
import { Island } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import { Header } from './Header';
import { Footer } from './Footer';
import { FloatingContact } from './FloatingContact';
import { BookingConfirmationSlot } from './BookingConfirmationSlot';
import styles from './PublicLayout.module.css';

export function PublicLayout() {
  const t = useT();
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main-content">
        {t('common.skipToContent')}
      </a>
      <Island name="shell/header">
        <Header />
      </Island>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <BookingConfirmationSlot />
        <Outlet />
      </main>
      {/* An island for its chat link, in the form the reader's device opens, and hours the server could not read. */}
      <Island name="shell/footer">
        <Footer />
      </Island>
      <Island name="shell/floating">
        <FloatingContact />
      </Island>
    </div>
  );
}
