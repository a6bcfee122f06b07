import { Link } from 'react-router-dom';
import { SPECIALITIES } from '@clinic/shared/contract';
import { doctorsPath } from '@clinic/shared/links';
import styles from './SpecialityFilter.module.css';

/**
 * The speciality choice as links: the URL is the state, so a filtered grid can be shared or bookmarked.
 * Each link keeps the search (`query`), so the two narrow the list together.
 */
export function SpecialityFilter({ current, query = '' }: { current?: string; query?: string }) {
  const withSearch = (path: string) => (query ? `${path}?${new URLSearchParams({ q: query })}` : path);
  return (
    <nav aria-label="Filter by speciality" className={styles.filter}>
      <ul className={styles.list}>
        <li>
          <Link to={withSearch(doctorsPath())} className={styles.chip} aria-current={current ? undefined : 'page'}>
            All specialities
          </Link>
        </li>
        {SPECIALITIES.map((speciality) => (
          <li key={speciality}>
            <Link
              to={withSearch(doctorsPath(speciality))}
              className={styles.chip}
              aria-current={speciality === current ? 'page' : undefined}
            >
              {speciality}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
