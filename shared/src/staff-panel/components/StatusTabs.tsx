import type { StatusCounts } from '@clinic/shared/contract';
import { STATUS_FILTERS, type StatusFilter } from '../list-query';
import styles from './controls.module.css';

interface Props {
  value: StatusFilter;
  counts?: StatusCounts;
  onChange: (value: StatusFilter) => void;
}

/** All / Active / Completed / Cancelled with their counts: toggle buttons, the pressed one is the filter. */
export function StatusTabs({ value, counts, onChange }: Props) {
  return (
    <div className={styles.tabs} role="group" aria-label="Filter by status">
      {STATUS_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className={styles.tab}
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
          {counts && <span className={styles.count}>{counts[filter.value]}</span>}
        </button>
      ))}
    </div>
  );
}
