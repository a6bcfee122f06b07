import { useRef, useState } from 'react';
import { clinicTodayIso } from '@clinic/shared/booking';
import { SERIES_MAX_SESSIONS, SERIES_MIN_SESSIONS, type SeriesAnswer, type WeeklyHours } from '@clinic/shared/contract';
import { formatSlotTime } from '@clinic/shared/format';
import { Field } from '@clinic/shared/ui';
import { useDoctorsStore } from '@clinic/shared/stores';
import type { SeriesOutcome } from '../hooks/useBookSeries';
import { useStaffT } from '../i18n';
import { seriesFormErrors, seriesTimes, type SeriesForm, type SeriesFormErrors } from '../series-form';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
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

/**
 * Staff's Book a series (decision 50): a patient's account, the first date, a time of the doctor's, every 1
 * or 2 weeks, 2–16 sessions. "Check dates" lists every date as bookable or not with the api's reason;
 * "Book N sessions" books the bookable ones together. Missing fields are said beside each field and the
 * first one is focused, so a keyboard or screen-reader user lands where the problem is.
 */
export function BookSeriesDialog(props: Props) {
  const { open, form, week, plan, left, onLeaveOut, refusal, pending, chooseDoctor, onChange, onCheck, onBook, onClose } = props;
  const t = useStaffT();
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

  let label = t('BookSeries.checkDates');
  if (pending) label = plan ? t('BookSeries.booking') : t('common.checking');
  else if (plan) label = t('BookSeries.book', { count: chosen });
  const planStatus = (all: number) =>
    chosen < bookable ? t('BookSeries.planStatusChosen', { bookable, all, chosen }) : t('BookSeries.planStatus', { bookable, all });

  return (
    <ConfirmDialog
      open={open}
      title={t('BookSeries.title')}
      tone="primary"
      confirmLabel={label}
      confirmDisabled={plan !== null && chosen === 0}
      backLabel={t('BookSeries.close')}
      onConfirm={() => void confirm()}
      onClose={onClose}
      controls={
        open && (
          <div className={styles.body}>
            <div ref={fieldsRef} className={styles.fields}>
              <Field label={t('BookSeries.email')} required error={errors.email} className={styles.wide}>
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
                <Field label={t('BookSeries.doctor')} required error={errors.docId} className={styles.wide}>
                  {(p) => (
                    <select {...p} data-field="docId" value={form.docId} onChange={(e) => change({ docId: e.target.value, slotTime: '' })}>
                      <option value="">{t('BookSeries.chooseDoctor')}</option>
                      {doctors.map((d) => (
                        <option key={d._id} value={d._id}>
                          {d.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
              <Field label={t('BookSeries.firstDate')} required error={errors.firstDate}>
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
                label={t('common.time')}
                required
                error={errors.slotTime}
                hint={form.firstDate && week && times.length === 0 ? t('BookSeries.noWorkThatDay') : undefined}
              >
                {(p) => (
                  <select {...p} data-field="slotTime" value={form.slotTime} onChange={(e) => change({ slotTime: e.target.value })}>
                    <option value="">{form.firstDate ? t('common.chooseTime') : t('BookSeries.chooseFirstDateFirst')}</option>
                    {times.map((t) => (
                      <option key={t} value={t}>
                        {formatSlotTime(t)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('BookSeries.repeat')}>
                {(p) => (
                  <select {...p} value={form.everyWeeks} onChange={(e) => change({ everyWeeks: e.target.value === '2' ? 2 : 1 })}>
                    <option value="1">{t('BookSeries.everyWeek')}</option>
                    <option value="2">{t('BookSeries.everyTwoWeeks')}</option>
                  </select>
                )}
              </Field>
              <Field
                label={t('BookSeries.sessions')}
                required
                error={errors.count}
                hint={t('BookSeries.sessionsHint', { min: SERIES_MIN_SESSIONS, max: SERIES_MAX_SESSIONS })}
              >
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
              {pending && !plan ? t('BookSeries.checkingDates') : plan ? planStatus(plan.occurrences.length) : ''}
            </p>
          </div>
        )
      }
    >
      <p>{t('BookSeries.intro')}</p>
    </ConfirmDialog>
  );
}
