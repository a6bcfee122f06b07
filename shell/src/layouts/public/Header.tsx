import { Link } from 'react-router-dom';
import { CLINIC } from '@clinic/shared/clinic';
import { appointmentPath, doctorsPath } from '@clinic/shared/links';
import { useAuthStore, useDoctorsStore } from '@clinic/shared/stores';
import { useLoadedComponent } from '../../app/useLoadedComponent';
import { useT } from '../../i18n';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from './Logo';
import { NavLinkItems } from './NavLinkItems';
import { MobileMenu } from './MobileMenu';
import { CREATE_ACCOUNT_PATH, LOG_IN_PATH } from './nav-links';
import styles from './Header.module.css';

// Only a signed-in patient has the menu, so visitors do not download it.
const loadUserMenu = () => import('./UserMenu').then((m) => m.UserMenu);

export function Header() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const firstDoctor = useDoctorsStore((s) => s.doctors[0]);
  const bookHref = firstDoctor ? appointmentPath(firstDoctor._id) : doctorsPath();
  const UserMenu = useLoadedComponent(token ? loadUserMenu : null);

  return (
    <header className={styles.header}>
      <div className={styles.languageBar} data-language-bar>
        <LanguageSwitcher />
      </div>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('Header.homeLink', { clinic: CLINIC.name })}>
          <Logo />
        </Link>
        <nav aria-label={t('Header.mainNav')} className={styles.nav}>
          <ul>
            <NavLinkItems activeClassName={styles.active} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link to={bookHref} className={styles.bookButton}>
            {t('common.bookAppointment')}
          </Link>
          {token ? (
            UserMenu && <UserMenu />
          ) : (
            <>
              <Link to={LOG_IN_PATH} className={styles.logInLink}>
                {t('common.logIn')}
              </Link>
              <Link to={CREATE_ACCOUNT_PATH} className={styles.accountButton}>
                {t('common.createAccount')}
              </Link>
            </>
          )}
          <MobileMenu bookHref={bookHref} />
        </div>
      </div>
    </header>
  );
}
