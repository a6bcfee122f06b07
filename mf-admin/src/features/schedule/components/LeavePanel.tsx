import { useId, useState } from 'react';
import type { Leave } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { Button, Field } from '@clinic/shared/ui';
import { richText } from '@clinic/shared/i18n';
import { cardStyles } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { useAffectedAction } from '../hooks/useAffectedAction';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { EMPTY_LEAVE, leaveErrors, leaveInWords, leaveRequest, type LeaveDraft } from '../leave-draft';
import { GRID_TIMES } from '../schedule-text';
import { AffectedDialog } from './AffectedDialog';
import styles from './ScheduleForms.module.css';

interface Props {
  docId: string;
  doctorName: string;
  leave: readonly Leave[];
  /** After a change: the schedule is read again. */
  onChanged: () => void;
}

function OptionalTime({ value, onChange, ...control }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('LeavePanel.wholeDay')}</option>
      {GRID_TIMES.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

/**
 * A doctor's leave (decision 44), as the admin manages it: the leave from today on, and a form for more,
 * whole days or part of one day. Leave over booked appointments is refused with the count until the
 * admin chooses to cancel them.
 */
export function LeavePanel({ docId, doctorName, leave, onChanged }: Props) {
  const t = useT();
  const headingId = useId();
  const [draft, setDraft] = useState<LeaveDraft>(EMPTY_LEAVE);
  const [checked, setChecked] = useState(false);
  const { containerRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const add = useAffectedAction('adminAddLeave', () => {
    setDraft(EMPTY_LEAVE);
    setChecked(false);
    onChanged();
  });
  const remove = useCallAction('adminDeleteLeave', { onDone: onChanged });
  const errors = checked ? leaveErrors(draft) : {};
  const set = (part: Partial<LeaveDraft>) => setDraft((d) => ({ ...d, ...part }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(leaveErrors(draft)).length > 0) return focusFirstError();
    void add.send({ docId, ...leaveRequest(draft) });
  };

  return (
    <section className={cardStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.panelHead}>
        {t('LeavePanel.title')}
      </h2>
      <div className={styles.panelBody}>
        <p className={styles.lead}>{t('LeavePanel.lead', { name: doctorName })}</p>
        {leave.length === 0 ? (
          <p className={styles.empty}>{t('LeavePanel.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('LeavePanel.listLabel')}>
            {leave.map((l) => (
              <li key={l._id} className={styles.item}>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{leaveInWords(l)}</span>
                  <span className={styles.itemNote}>{l.reason}</span>
                </span>
                <Button
                  variant="ghost"
                  className={styles.remove}
                  disabled={remove.pending}
                  onClick={() => void remove.run({ leaveId: l._id })}
                >
                  {richText(t('LeavePanel.remove', { leave: leaveInWords(l) }), {
                    hidden: (text) => <span className="visually-hidden">{text}</span>,
                  })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles.subhead}>{t('LeavePanel.add')}</h3>
        <form ref={containerRef} className={styles.addForm} onSubmit={submit} noValidate aria-label={t('LeavePanel.add')}>
          <Field label={t('LeavePanel.firstDay')} hint={t('LeavePanel.firstDayHint')} error={errors.from} required>
            {(control) => <input {...control} type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />}
          </Field>
          <Field label={t('LeavePanel.lastDay')} hint={t('LeavePanel.lastDayHint')} error={errors.to} optional>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                onChange={(e) => set({ to: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('LeavePanel.fromTime')} hint={t('LeavePanel.fromTimeHint')} error={errors.fromTime} optional>
            {(control) => <OptionalTime {...control} value={draft.fromTime} onChange={(fromTime) => set({ fromTime })} />}
          </Field>
          <Field label={t('LeavePanel.toTime')} hint={t('LeavePanel.toTimeHint')} error={errors.toTime} optional>
            {(control) => <OptionalTime {...control} value={draft.toTime} onChange={(toTime) => set({ toTime })} />}
          </Field>
          <Field label={t('common.reason')} hint={t('LeavePanel.reasonHint')} error={errors.reason} required className={styles.wide}>
            {(control) => (
              <input {...control} type="text" maxLength={120} value={draft.reason} onChange={(e) => set({ reason: e.target.value })} />
            )}
          </Field>
          <Button type="submit" disabled={add.pending}>
            {add.pending ? t('common.adding') : t('LeavePanel.add')}
          </Button>
        </form>
      </div>
      <AffectedDialog change="leave" affected={add.affected} onCancelThem={add.cancelThem} onBack={add.back} />
    </section>
  );
}
