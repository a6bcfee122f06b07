import { useEffect, useRef } from 'react';
import { Button, Field } from '@clinic/shared/ui';
import { ConfirmDialog } from '@clinic/shared/staff-panel';
import { useLeaveForm } from '../hooks/useLeaveForm';
import { END_TIMES, START_TIMES } from '../lib/leave-form';
import styles from './Schedule.module.css';

interface Props {
  /** Today at the clinic, `YYYY-MM-DD`, when known: leave starts today or later. */
  todayIso?: string;
  onAdded: () => void;
  onCancel: () => void;
}

const appointments = (n: number) => (n === 1 ? '1 appointment falls' : `${n} appointments fall`);

/**
 * Adds leave: one day by default (To follows From), a range of days, or part of one day on the
 * 30-minute grid, with a reason. Leave over booked appointments asks first whether to cancel them.
 */
export function LeaveForm({ todayIso, onAdded, onCancel }: Props) {
  const { values, errors, set, submit, pending, control, affected, cancelThem, back } = useLeaveForm(onAdded, todayIso);
  const first = useRef<HTMLInputElement | null>(null);
  // The Add leave button just went away; keyboard and screen-reader users continue at the first field.
  useEffect(() => first.current?.focus(), []);
  const fromRef = control('from');

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-leave-title">
        <h3 id="add-leave-title" className={styles.formTitle}>
          Add leave
        </h3>
        <div className={styles.pair}>
          <Field label="From date" required error={errors.from}>
            {(p) => (
              <input
                {...p}
                ref={(element) => {
                  first.current = element;
                  fromRef(element);
                }}
                type="date"
                min={todayIso}
                value={values.from}
                onChange={(event) => set('from', event.target.value)}
              />
            )}
          </Field>
          {!values.partDay && (
            <Field label="To date" required error={errors.to}>
              {(p) => (
                <input
                  {...p}
                  ref={control('to')}
                  type="date"
                  min={values.from || todayIso}
                  value={values.to}
                  onChange={(event) => set('to', event.target.value)}
                />
              )}
            </Field>
          )}
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={values.partDay} onChange={(event) => set('partDay', event.target.checked)} />
          Only part of the day
        </label>
        {values.partDay && (
          <div className={styles.pair}>
            <Field label="From time" error={errors.fromTime}>
              {(p) => (
                <select {...p} ref={control('fromTime')} value={values.fromTime} onChange={(event) => set('fromTime', event.target.value)}>
                  {START_TIMES.map((time) => (
                    <option key={time.value} value={time.value}>
                      {time.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="To time" error={errors.toTime}>
              {(p) => (
                <select {...p} ref={control('toTime')} value={values.toTime} onChange={(event) => set('toTime', event.target.value)}>
                  {END_TIMES.map((time) => (
                    <option key={time.value} value={time.value}>
                      {time.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        )}
        <Field label="Reason" required hint="For the clinic's staff, e.g. Conference" error={errors.reason}>
          {(p) => (
            <input
              {...p}
              ref={control('reason')}
              autoComplete="off"
              value={values.reason}
              onChange={(event) => set('reason', event.target.value)}
            />
          )}
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Adding…' : 'Add leave'}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={affected !== null}
        title={`${appointments(affected ?? 0)} in this leave`}
        confirmLabel="Cancel them and add leave"
        backLabel="Back"
        onConfirm={cancelThem}
        onClose={back}
      >
        <p>Patients cannot come to an appointment while you are away.</p>
        <p>Cancel them and add the leave, or go back and choose other days.</p>
      </ConfirmDialog>
    </>
  );
}
