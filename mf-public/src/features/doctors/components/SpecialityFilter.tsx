import { Link } from 'react-router-dom';
import { SPECIALITIES } from '@clinic/shared/contract';
import { specialityName } from '@clinic/shared/clinic';
import { doctorsPath } from '@clinic/shared/links';
import { useT } from '../../../i18n';
import styles from './SpecialityFilter.module.css';

/**
 * The speciality choice as links: the URL is the state, so a filtered grid can be shared or bookmarked.
 * Each link keeps the search (`query`), so the two narrow the list together.
 */
export function SpecialityFilter({ current, query = '' }: { current?: string; query?: string }) {
  const t = useT();
  const withSearch = (path: string) => (query ? `${path}?${new URLSearchParams({ q: query })}` : path);
  return (
    <nav aria-label={t('DoctorsPage.filter.label')} className={styles.filter}>
      <ul className={styles.list}>
        <li>
          <Link to={withSearch(doctorsPath())} className={styles.chip} aria-current={current ? undefined : 'page'}>
            {t('DoctorsPage.filter.all')}
          </Link>
        </li>
        {SPECIALITIES.map((speciality) => (
          <li key={speciality}>
            <Link
              to={withSearch(doctorsPath(speciality))}
              className={styles.chip}
              aria-current={speciality === current ? 'page' : undefined}
            >
              {specialityName(speciality)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
