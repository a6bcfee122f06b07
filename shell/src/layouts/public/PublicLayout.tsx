import { Outlet } from 'react-router-dom';
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
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <BookingConfirmationSlot />
        <Outlet />
      </main>
      <Footer />
      <FloatingContact />
    </div>
  );
}
