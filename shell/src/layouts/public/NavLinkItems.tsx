import { NavLink } from 'react-router-dom';
import { useT } from '../../i18n';
import { NAV_LINKS } from './nav-links';

/** The site's navigation links as list items, for the header and the mobile menu (each in its own <ul>). */
export function NavLinkItems({ activeClassName, onNavigate }: { activeClassName?: string; onNavigate?: () => void }) {
  const t = useT();
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? activeClassName : undefined)} onClick={onNavigate}>
        {t(link.labelKey)}
      </NavLink>
    </li>
  ));
}
