import { useId, useState } from 'react';
import { isoDateToSlotDate } from '@clinic/shared/booking';
import { useCallAction, useCallQuery } from '@clinic/shared/data';
import { Button, Field, Spinner } from '@clinic/shared/ui';
import { cardStyles, LoadFailed } from '@clinic/shared/staff-panel';
import { useAffectedAction } from '../hooks/useAffectedAction';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { dateInWords } from '../schedule-text';
import { AffectedDialog } from './AffectedDialog';
import styles from './ScheduleForms.module.css';

const EMPTY = { date: '', reason: '' };

function closureErrors(draft: typeof EMPTY): { date?: string; reason?: string } {
  return {
    date: draft.date ? undefined : 'Choose a date',
    reason: draft.reason.trim() ? undefined : 'Please give a reason',
  };
}

/**
 * The clinic's closures (issue 20): whole days nobody can book, with a reason the patients see ("Diwali").
 * A closure over booked appointments is refused with the count until the admin chooses to cancel them.
 */
export function ClosuresPanel() {
  const headingId = useId();
  const { data: closures, loading, reload } = useCallQuery('adminClosures', undefined, { select: (a) => a.closures });
  const [draft, setDraft] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const { containerRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const add = useAffectedAction('adminAddClosure', () => {
    setDraft(EMPTY);
    setChecked(false);
    reload();
  });
  const remove = useCallAction('adminDeleteClosure', { onDone: reload });
  const errors = checked ? closureErrors(draft) : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problems = closureErrors(draft);
    if (problems.date || problems.reason) return focusFirstError();
    void add.send({ slotDate: isoDateToSlotDate(draft.date), reason: draft.reason.trim() });
  };

  return (
    <section className={cardStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.panelHead}>
        Closures
      </h2>
      <div className={styles.panelBody}>
        <p className={styles.lead}>Whole days the clinic is closed, such as public holidays. Nobody can book on them.</p>
        {!closures && loading && <Spinner label="Loading closures…" />}
        {!closures && !loading && <LoadFailed what="closures" onRetry={reload} />}
        {closures &&
          (closures.length === 0 ? (
            <p className={styles.empty}>No closures ahead.</p>
          ) : (
            <ul className={styles.list} aria-label="Closures ahead">
              {closures.map((closure) => (
                <li key={closure._id} className={styles.item}>
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{dateInWords(closure.slotDate)}</span>
                    <span className={styles.itemNote}>{closure.reason}</span>
                  </span>
                  <Button
                    variant="ghost"
                    className={styles.remove}
                    disabled={remove.pending}
                    onClick={() => void remove.run({ closureId: closure._id })}
                  >
                    Remove<span className="visually-hidden">{` the closure on ${dateInWords(closure.slotDate)}`}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ))}
        <h3 className={styles.subhead}>Add a closure</h3>
        <form ref={containerRef} className={styles.addForm} onSubmit={submit} noValidate aria-label="Add a closure">
          <Field label="Date" hint="Closed all day" error={errors.date} required>
            {(control) => (
              <input {...control} type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
            )}
          </Field>
          <Field label="Reason" hint="Patients see it, e.g. Diwali" error={errors.reason} required className={styles.wide}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={120}
                value={draft.reason}
                onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
              />
            )}
          </Field>
          <Button type="submit" disabled={add.pending}>
            {add.pending ? 'Adding…' : 'Add closure'}
          </Button>
        </form>
      </div>
      <AffectedDialog change="closure" affected={add.affected} onCancelThem={add.cancelThem} onBack={add.back} />
    </section>
  );
}
