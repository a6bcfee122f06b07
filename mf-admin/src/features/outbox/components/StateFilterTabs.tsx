import { controlStyles } from '@clinic/shared/staff-panel';
import { STATE_FILTERS, type StateFilter } from '../outbox';

/** All / Queued / Sent / Failed / Skipped: toggle buttons, the pressed one is the filter (as the appointment lists' tabs). */
export function StateFilterTabs({ value, onChange }: { value: StateFilter; onChange: (value: StateFilter) => void }) {
  return (
    <div className={controlStyles.tabs} role="group" aria-label="Filter by state">
      {STATE_FILTERS.map((filter) => (
        <button
          key={filter.value || 'all'}
          type="button"
          className={controlStyles.tab}
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
