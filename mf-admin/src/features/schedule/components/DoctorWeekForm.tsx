import { useId, useState } from 'react';
import type { WeekdayKey, WeeklyHours } from '@clinic/shared/contract';
import { WEEK_ORDER } from '@clinic/shared/booking';
import { Button } from '@clinic/shared/ui';
import { cardStyles } from '@clinic/shared/staff-panel';
import { useAffectedAction } from '../hooks/useAffectedAction';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { describeDay, sortedWeek, WEEKDAY_NAMES, weekErrors } from '../schedule-text';
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
    ? (Object.fromEntries(WEEK_ORDER.map((day) => [day, `Clinic: ${describeDay(week[day]).replace('Closed', 'closed')}`])) as Record<
        WeekdayKey,
        string
      >)
    : undefined;

/**
 * A doctor's week (issue 20): all the clinic's hours (the default), or their own intervals, which count
 * only inside the clinic's hours. A week that leaves booked appointments outside it asks first.
 */
export function DoctorWeekForm({ docId, doctorName, weekly, effective, clinicWeek, onSaved }: Props) {
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
        Weekly hours
      </h2>
      <form ref={containerRef} className={styles.panelBody} onSubmit={submit} noValidate aria-label={`${doctorName}'s weekly hours`}>
        <fieldset className={styles.choice}>
          <legend>When does {doctorName} work?</legend>
          <label className={styles.radio}>
            <input type="radio" name={name} checked={!own} onChange={() => setOwn(false)} />
            Works all clinic hours
          </label>
          <label className={styles.radio}>
            <input type="radio" name={name} checked={own} onChange={() => setOwn(true)} />
            Works their own hours
          </label>
        </fieldset>
        {own ? (
          <>
            <p className={styles.lead}>
              Hours outside the clinic&rsquo;s opening hours do not count: patients can only book when both are open.
            </p>
            <WeeklyHoursEditor
              week={week}
              onChange={setWeek}
              errors={errors}
              dayHints={clinicHints(clinicWeek)}
              emptyLabel="Not working"
              disabled={save.pending}
            />
          </>
        ) : (
          <ul className={styles.list} aria-label="Works">
            {WEEK_ORDER.map((day) => (
              <li key={day} className={styles.item}>
                <span className={styles.itemTitle}>{WEEKDAY_NAMES[day]}</span>
                <span>{describeDay((clinicWeek ?? effective)[day])}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <Button type="submit" disabled={save.pending}>
            {save.pending ? 'Saving…' : 'Save weekly hours'}
          </Button>
        </div>
      </form>
      <AffectedDialog change="hours" affected={save.affected} onCancelThem={save.cancelThem} onBack={save.back} />
    </section>
  );
}
