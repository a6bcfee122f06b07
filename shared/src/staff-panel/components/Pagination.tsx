import { useStaffT } from '../i18n';
import styles from './controls.module.css';

interface Props {
  page: number;
  pages: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}

/** Previous / Next through a paged list, with where the reader is in words. */
export function Pagination({ page, pages, total, limit, onChange }: Props) {
  const t = useStaffT();
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav className={styles.pagination} aria-label={t('Pagination.label')}>
      <p className={styles.range} aria-live="polite">
        {t('Pagination.showing', { first, last, total })}
      </p>
      {pages > 1 && (
        <div className={styles.pageButtons}>
          <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('Pagination.previous')}
          </button>
          <span className={styles.pageOf}>{t('Pagination.pageOf', { page, pages })}</span>
          <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => onChange(page + 1)}>
            {t('Pagination.next')}
          </button>
        </div>
      )}
    </nav>
  );
}
