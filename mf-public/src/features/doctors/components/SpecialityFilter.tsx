import { Link } from 'react-router-dom';
import { SPECIALITIES } from '@clinic/shared/contract';
import { doctorsPath } from '@clinic/shared/links';
import styles from './SpecialityFilter.module.css';

/** The speciality choice as links: the URL is the state, so a filtered grid can be shared or bookmarked. */
export function SpecialityFilter({ current }: { current?: string }) {
  return (
    <nav aria-label="Filter by speciality" className={styles.filter}>
      <ul className={styles.list}>
        <li>
          <Link to="/doctors" className={styles.chip} aria-current={current ? undefined : 'page'}>
            All specialities
          </Link>
        </li>
        {SPECIALITIES.map((speciality) => (
          <li key={speciality}>
            <Link to={doctorsPath(speciality)} className={styles.chip} aria-current={speciality === current ? 'page' : undefined}>
              {speciality}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
