import { useRef, useState } from 'react';
import { clinicTodayIso } from '@clinic/shared/booking';
import { SERIES_MAX_SESSIONS, SERIES_MIN_SESSIONS, type SeriesAnswer, type WeeklyHours } from '@clinic/shared/contract';
import { formatSlotTime } from '@clinic/shared/format';
import { Field } from '@clinic/shared/ui';
import { useDoctorsStore } from '@clinic/shared/stores';
import type { SeriesOutcome } from '../hooks/useBookSeries';
import { seriesFormErrors, seriesTimes, type SeriesForm, type SeriesFormErrors } from '../series-form';
import { ConfirmDialog } from './ConfirmDialog';
import { SeriesPlanList } from './SeriesPlanList';
import styles from './BookSeriesDialog.module.css';

interface Props {
  open: boolean;
  form: SeriesForm;
  /** The chosen doctor's week inside the clinic's hours: the times offered. */
  week: WeeklyHours | null;
  /** The checked dates, once "Check dates" has answered for the form as it is. */
  plan: SeriesAnswer | null;
  /** Bookable dates of the plan left out by staff. */
  left: ReadonlySet<string>;
  onLeaveOut: (slotDate: string) => void;
  /** Why the last check or booking was refused, said inside the dialog (the page behind is inert). */
  refusal: string | null;
  pending: boolean;
  /** The admin chooses the doctor; a doctor books with themselves. */
  chooseDoctor: boolean;
  onChange: (change: Partial<SeriesForm>) => void;
  onCheck: () => Promise<void>;
  onBook: () => Promise<SeriesOutcome>;
  onClose: () => void;
}

const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;
const planStatus = (bookable: number, chosen: number, all: number) =>
  `${bookable} of ${all} dates can be booked.` + (chosen < bookable ? ` ${chosen} chosen.` : '');

/**
 * Staff's Book a series (decision 50): a patient's account, the first date, a time of the doctor's, every 1
 * or 2 weeks, 2–16 sessions. "Check dates" lists every date as bookable or not with the api's reason;
 * "Book N sessions" books the bookable ones together. Missing fields are said beside each field and the
 * first one is focused, so a keyboard or screen-reader user lands where the problem is.
 */
export function BookSeriesDialog(props: Props) {
  const { open, form, week, plan, left, onLeaveOut, refusal, pending, chooseDoctor, onChange, onCheck, onBook, onClose } = props;
  const doctors = useDoctorsStore((s) => s.doctors);
  const clinicTz = useDoctorsStore((s) => s.clinicTz);
  const [errors, setErrors] = useState<SeriesFormErrors>({});
  const fieldsRef = useRef<HTMLDivElement>(null);
  const times = seriesTimes(week, form.firstDate);
  const bookable = plan ? plan.occurrences.filter((o) => o.bookable).length : 0;
  const chosen = plan ? plan.occurrences.filter((o) => o.bookable && !left.has(o.slotDate)).length : 0;
  const today = clinicTz ? clinicTodayIso(new Date(), clinicTz) : undefined;

  const change = (next: Partial<SeriesForm>) => {
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key in next))));
    onChange(next);
  };
  const confirm = async () => {
    if (pending) return;
    if (plan) {
      await onBook();
      return;
    }
    const found = seriesFormErrors(form, chooseDoctor);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      fieldsRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    await onCheck();
  };

  let label = 'Check dates';
  if (pending) label = plan ? 'Booking…' : 'Checking…';
  else if (plan) label = `Book ${sessions(chosen)}`;

  return (
    <ConfirmDialog
      open={open}
      title="Book a series"
      tone="primary"
      confirmLabel={label}
      confirmDisabled={plan !== null && chosen === 0}
      backLabel="Close"
      onConfirm={() => void confirm()}
      onClose={onClose}
      controls={
        open && (
          <div className={styles.body}>
            <div ref={fieldsRef} className={styles.fields}>
              <Field label="Patient’s e-mail" required error={errors.email} className={styles.wide}>
                {(p) => (
                  <input
                    {...p}
                    data-field="email"
                    type="email"
                    autoComplete="off"
                    value={form.email}
                    onChange={(e) => change({ email: e.target.value })}
                  />
                )}
              </Field>
              {chooseDoctor && (
                <Field label="Doctor" required error={errors.docId} className={styles.wide}>
                  {(p) => (
                    <select {...p} data-field="docId" value={form.docId} onChange={(e) => change({ docId: e.target.value, slotTime: '' })}>
                      <option value="">Choose a doctor</option>
                      {doctors.map((d) => (
                        <option key={d._id} value={d._id}>
                          {d.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
              <Field label="First date" required error={errors.firstDate}>
                {(p) => (
                  <input
                    {...p}
                    data-field="firstDate"
                    type="date"
                    min={today}
                    value={form.firstDate}
                    onChange={(e) => change({ firstDate: e.target.value, slotTime: '' })}
                  />
                )}
              </Field>
              <Field
                label="Time"
                required
                error={errors.slotTime}
                hint={form.firstDate && week && times.length === 0 ? 'The doctor does not work on that weekday' : undefined}
              >
                {(p) => (
                  <select {...p} data-field="slotTime" value={form.slotTime} onChange={(e) => change({ slotTime: e.target.value })}>
                    <option value="">{form.firstDate ? 'Choose a time' : 'Choose the first date first'}</option>
                    {times.map((t) => (
                      <option key={t} value={t}>
                        {formatSlotTime(t)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Repeat">
                {(p) => (
                  <select {...p} value={form.everyWeeks} onChange={(e) => change({ everyWeeks: e.target.value === '2' ? 2 : 1 })}>
                    <option value="1">Every week</option>
                    <option value="2">Every 2 weeks</option>
                  </select>
                )}
              </Field>
              <Field label="Sessions" required error={errors.count} hint={`${SERIES_MIN_SESSIONS} to ${SERIES_MAX_SESSIONS}`}>
                {(p) => (
                  <input
                    {...p}
                    data-field="count"
                    type="number"
                    inputMode="numeric"
                    min={SERIES_MIN_SESSIONS}
                    max={SERIES_MAX_SESSIONS}
                    value={Number.isNaN(form.count) ? '' : form.count}
                    onChange={(e) => change({ count: e.target.valueAsNumber })}
                  />
                )}
              </Field>
            </div>
            {refusal && (
              <p role="alert" className={styles.refusal}>
                {refusal}
              </p>
            )}
            {plan && <SeriesPlanList plan={plan} left={left} onLeaveOut={onLeaveOut} />}
            {/* Kept in place so a screen reader hears the check's outcome. */}
            <p role="status" className={styles.status}>
              {pending && !plan ? 'Checking the dates…' : plan ? planStatus(bookable, chosen, plan.occurrences.length) : ''}
            </p>
          </div>
        )
      }
    >
      <p>
        Weekly therapy sessions for a patient’s account, beyond the 7-day booking window. Every date is checked before anything is booked;
        each session is its own appointment, and the patient is told of it.
      </p>
    </ConfirmDialog>
  );
}
