import type { StatusCounts } from '@clinic/shared/contract';
import { STATUS_FILTERS, type StatusFilter } from '../list-query';
import { useStaffT } from '../i18n';
import styles from './controls.module.css';

interface Props {
  value: StatusFilter;
  counts?: StatusCounts;
  onChange: (value: StatusFilter) => void;
}

/** All / Active / Completed / Cancelled with their counts: toggle buttons, the pressed one is the filter. */
export function StatusTabs({ value, counts, onChange }: Props) {
  const t = useStaffT();
  return (
    <div className={styles.tabs} role="group" aria-label={t('StatusTabs.label')}>
      {STATUS_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className={styles.tab}
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {t(`StatusTabs.${filter.key}`)}
          {counts && <span className={styles.count}>{counts[filter.value]}</span>}
        </button>
      ))}
    </div>
  );
}
