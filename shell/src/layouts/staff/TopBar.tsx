import { useNavigate } from 'react-router-dom';
import { CLINIC } from '@clinic/shared/clinic';
import { useAuthStore, type StaffRole } from '@clinic/shared/stores';
import { useT } from '../../i18n';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { ApiStatus } from './ApiStatus';
import type { ApiHealth } from './useApiHealth';
import styles from './StaffLayout.module.css';

const ROLE_LABEL = { admin: 'StaffLayout.role.admin', doctor: 'StaffLayout.role.doctor' } as const satisfies Record<StaffRole, string>;

interface Props {
  role: StaffRole;
  health: ApiHealth;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ role, health, sidebarOpen, onToggleSidebar }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const logout = () => {
    useAuthStore.getState().clearToken(role === 'admin' ? 'aToken' : 'dToken');
    navigate('/');
  };

  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.sidebarToggle}
        aria-expanded={sidebarOpen}
        aria-controls="staff-sidebar"
        onClick={onToggleSidebar}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t(sidebarOpen ? 'StaffLayout.hideNav' : 'StaffLayout.showNav')}</span>
      </button>
      <span className={styles.brand}>{t('StaffLayout.brand', { brand: CLINIC.shortName })}</span>
      <span className={styles.roleBadge} data-testid="role-badge">
        {t(ROLE_LABEL[role])}
      </span>
      <ApiStatus health={health} place="bar" />
      <LanguageSwitcher className={styles.languages} />
      <button type="button" className={styles.logout} onClick={logout}>
        {t('common.logout')}
      </button>
    </header>
  );
}
