import { controlStyles } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { STATE_FILTERS, stateLabel, type StateFilter } from '../outbox';

/** All / Queued / Sent / Failed / Skipped: toggle buttons, the pressed one is the filter (as the appointment lists' tabs). */
export function StateFilterTabs({ value, onChange }: { value: StateFilter; onChange: (value: StateFilter) => void }) {
  const t = useT();
  return (
    <div className={controlStyles.tabs} role="group" aria-label={t('Outbox.filterLabel')}>
      {STATE_FILTERS.map((filter) => (
        <button
          key={filter || 'all'}
          type="button"
          className={controlStyles.tab}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {stateLabel(filter)}
        </button>
      ))}
    </div>
  );
}
