import type { RefObject } from 'react';
import type { SlotsDay } from '@clinic/shared/contract';
import { formatSlotTime } from '@clinic/shared/format';
import { Field } from '@clinic/shared/ui';
import { formatSlotDay } from '../format';
import { useStaffT } from '../i18n';
import type { NewTime } from './MoveAppointmentDialog';
import styles from './MoveAppointmentDialog.module.css';

interface Props {
  /** The days that have a free time, in order; never empty. */
  days: SlotsDay[];
  day: SlotsDay;
  /** The time chosen on `day`, or '' for none yet. */
  time: string;
  /** Move appointment was pressed without a time. */
  timeMissing: boolean;
  onChoose: (time: NewTime) => void;
  dayRef: RefObject<HTMLSelectElement>;
  timeRef: RefObject<HTMLSelectElement>;
}

const yearOf = (slotDate: string) => slotDate.split('_')[2];

/**
 * A day, then one of its times, as native selects: the phone's own picker, the keyboard and screen readers
 * all know them. The year is shown only on days past the first one's year (a long window crosses New Year).
 */
export function FreeTimeFields({ days, day, time, timeMissing, onChoose, dayRef, timeRef }: Props) {
  const t = useStaffT();
  const firstYear = yearOf(days[0]!.slotDate);
  return (
    <div className={styles.fields}>
      <Field label={t('common.day')}>
        {(p) => (
          <select {...p} ref={dayRef} value={day.slotDate} onChange={(event) => onChoose({ slotDate: event.target.value, slotTime: '' })}>
            {days.map((d) => (
              <option key={d.slotDate} value={d.slotDate}>
                {t('MoveDialog.dayOption', { day: formatSlotDay(d.slotDate, yearOf(d.slotDate) !== firstYear), count: d.times.length })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('common.time')} error={timeMissing ? t('MoveDialog.timeMissing') : undefined}>
        {(p) => (
          <select
            {...p}
            ref={timeRef}
            value={time}
            onChange={(event) => onChoose({ slotDate: day.slotDate, slotTime: event.target.value })}
          >
            <option value="">{t('common.chooseTime')}</option>
            {day.times.map((t) => (
              <option key={t} value={t}>
                {formatSlotTime(t)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
