import { useId } from 'react';
import { clinicTodayIso } from '@clinic/shared/booking';
import type { ClinicClock } from '../hooks/useClinicClock';
import { useStaffT } from '../i18n';
import styles from './controls.module.css';

interface Props {
  /** `YYYY-MM-DD`, or '' for every day. */
  value: string;
  clock: ClinicClock;
  onChange: (value: string) => void;
}

/**
 * One clinic day of a list (decision 41): a date field, Today (today in the clinic's zone, known once the
 * doctor list has brought the zone) and, while a day is chosen, All days.
 */
export function DayFilter({ value, clock, onChange }: Props) {
  const t = useStaffT();
  const id = useId();
  const today = clock.clinicTz ? clinicTodayIso(clock.now, clock.clinicTz) : null;
  return (
    <div className={styles.day} role="group" aria-label={t('DayFilter.label')}>
      <label htmlFor={id}>{t('common.day')}</label>
      <div className={styles.dayControls}>
        <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
        <button
          type="button"
          className={styles.tab}
          aria-pressed={value !== '' && value === today}
          disabled={!today}
          onClick={() => today && onChange(today)}
        >
          {t('DayFilter.today')}
        </button>
        {value && (
          <button type="button" className={styles.tab} onClick={() => onChange('')}>
            {t('DayFilter.allDays')}
          </button>
        )}
      </div>
    </div>
  );
}
