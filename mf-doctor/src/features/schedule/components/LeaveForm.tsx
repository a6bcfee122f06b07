import { useEffect, useRef } from 'react';
import { Button, Field } from '@clinic/shared/ui';
import { formatClock } from '@clinic/shared/format';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useT } from '../../../i18n';
import { useLeaveForm } from '../hooks/useLeaveForm';
import { END_TIMES, START_TIMES } from '../lib/leave-form';
import styles from './Schedule.module.css';

interface Props {
  /** Today at the clinic, `YYYY-MM-DD`, when known: leave starts today or later. */
  todayIso?: string;
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * Adds leave: one day by default (To follows From), a range of days, or part of one day on the
 * 30-minute grid, with a reason. Leave over booked appointments asks first whether to cancel them.
 */
export function LeaveForm({ todayIso, onAdded, onCancel }: Props) {
  const t = useT();
  const { values, errors, set, submit, pending, control, affected, cancelThem, back } = useLeaveForm(onAdded, todayIso);
  const first = useRef<HTMLInputElement | null>(null);
  // The Add leave button just went away; keyboard and screen-reader users continue at the first field.
  useEffect(() => first.current?.focus(), []);
  const fromRef = control('from');

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-leave-title">
        <h3 id="add-leave-title" className={styles.formTitle}>
          {t('LeaveForm.title')}
        </h3>
        <div className={styles.pair}>
          <Field label={t('LeaveForm.fromDate')} required error={errors.from}>
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
            <Field label={t('LeaveForm.toDate')} required error={errors.to}>
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
          {t('LeaveForm.partDay')}
        </label>
        {values.partDay && (
          <div className={styles.pair}>
            <Field label={t('LeaveForm.fromTime')} error={errors.fromTime}>
              {(p) => (
                <select {...p} ref={control('fromTime')} value={values.fromTime} onChange={(event) => set('fromTime', event.target.value)}>
                  {START_TIMES.map((time) => (
                    <option key={time.value} value={time.value}>
                      {formatClock(time.value)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('LeaveForm.toTime')} error={errors.toTime}>
              {(p) => (
                <select {...p} ref={control('toTime')} value={values.toTime} onChange={(event) => set('toTime', event.target.value)}>
                  {END_TIMES.map((time) => (
                    <option key={time.value} value={time.value}>
                      {formatClock(time.value)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        )}
        <Field label={t('LeaveForm.reason')} required hint={t('LeaveForm.reasonHint')} error={errors.reason}>
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
            {pending ? t('LeaveForm.adding') : t('LeaveForm.add')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={affected !== null}
        title={t('LeaveForm.affectedTitle', { count: affected ?? 0 })}
        confirmLabel={t('LeaveForm.cancelThem')}
        backLabel={t('LeaveForm.back')}
        onConfirm={cancelThem}
        onClose={back}
      >
        <p>{t('LeaveForm.affectedAway')}</p>
        <p>{t('LeaveForm.affectedChoice')}</p>
      </ConfirmDialog>
    </>
  );
}
