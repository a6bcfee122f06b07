import { useId, useState } from 'react';
import type { WeekdayKey, WeeklyHours } from '@clinic/shared/contract';
import { WEEK_ORDER } from '@clinic/shared/booking';
import { Button } from '@clinic/shared/ui';
import { cardStyles } from '@clinic/shared/staff-panel';
import { translate, useT } from '../../../i18n';
import { useAffectedAction } from '../hooks/useAffectedAction';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { describeDay, sortedWeek, weekdayName, weekErrors } from '../schedule-text';
import { AffectedDialog } from './AffectedDialog';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';
import styles from './ScheduleForms.module.css';

interface Props {
  docId: string;
  doctorName: string;
  /** The doctor's own week, or null: all the clinic's hours. */
  weekly: WeeklyHours | null;
  /** What the doctor works now, inside the clinic's hours. */
  effective: WeeklyHours;
  /** The clinic's week, for the hints beside each day (null until it has loaded). */
  clinicWeek: WeeklyHours | null;
  onSaved: () => void;
}

const clinicHints = (week: WeeklyHours | null) =>
  week
    ? (Object.fromEntries(
        WEEK_ORDER.map((day) => [
          day,
          week[day].length === 0
            ? translate('DoctorWeekForm.clinicClosed')
            : translate('DoctorWeekForm.clinicHint', { hours: describeDay(week[day]) }),
        ]),
      ) as Record<WeekdayKey, string>)
    : undefined;

/**
 * A doctor's week (decision 44): all the clinic's hours (the default), or their own intervals, which count
 * only inside the clinic's hours. A week that leaves booked appointments outside it asks first.
 */
export function DoctorWeekForm({ docId, doctorName, weekly, effective, clinicWeek, onSaved }: Props) {
  const t = useT();
  const headingId = useId();
  const name = useId();
  const [own, setOwn] = useState(weekly !== null);
  const [week, setWeek] = useState<WeeklyHours>(weekly ?? effective);
  const [checked, setChecked] = useState(false);
  const { containerRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const save = useAffectedAction('adminDoctorHours', onSaved);
  const errors = checked && own ? weekErrors(week) : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (own && Object.keys(weekErrors(week)).length > 0) return focusFirstError();
    void save.send({ docId, weekly: own ? sortedWeek(week) : null });
  };

  return (
    <section className={cardStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.panelHead}>
        {t('Schedule.weeklyHours')}
      </h2>
      <form
        ref={containerRef}
        className={styles.panelBody}
        onSubmit={submit}
        noValidate
        aria-label={t('DoctorWeekForm.label', { name: doctorName })}
      >
        <fieldset className={styles.choice}>
          <legend>{t('DoctorWeekForm.question', { name: doctorName })}</legend>
          <label className={styles.radio}>
            <input type="radio" name={name} checked={!own} onChange={() => setOwn(false)} />
            {t('DoctorWeekForm.allHours')}
          </label>
          <label className={styles.radio}>
            <input type="radio" name={name} checked={own} onChange={() => setOwn(true)} />
            {t('DoctorWeekForm.ownHours')}
          </label>
        </fieldset>
        {own ? (
          <>
            <p className={styles.lead}>{t('DoctorWeekForm.lead')}</p>
            <WeeklyHoursEditor
              week={week}
              onChange={setWeek}
              errors={errors}
              dayHints={clinicHints(clinicWeek)}
              emptyLabel={t('DoctorWeekForm.notWorking')}
              disabled={save.pending}
            />
          </>
        ) : (
          <ul className={styles.list} aria-label={t('DoctorWeekForm.works')}>
            {WEEK_ORDER.map((day) => (
              <li key={day} className={styles.item}>
                <span className={styles.itemTitle}>{weekdayName(day)}</span>
                <span>{describeDay((clinicWeek ?? effective)[day])}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <Button type="submit" disabled={save.pending}>
            {save.pending ? t('common.saving') : t('DoctorWeekForm.submit')}
          </Button>
        </div>
      </form>
      <AffectedDialog change="hours" affected={save.affected} onCancelThem={save.cancelThem} onBack={save.back} />
    </section>
  );
}
