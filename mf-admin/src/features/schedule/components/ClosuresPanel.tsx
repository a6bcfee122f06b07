import { useId, useState } from 'react';
import { isoDateToSlotDate } from '@clinic/shared/booking';
import { useCallAction, useCallQuery } from '@clinic/shared/data';
import { Button, Field, Spinner } from '@clinic/shared/ui';
import { richText } from '@clinic/shared/i18n';
import { cardStyles, LoadFailed } from '@clinic/shared/staff-panel';
import { translate, useT } from '../../../i18n';
import { useAffectedAction } from '../hooks/useAffectedAction';
import { useFocusFirstError } from '../hooks/useFocusFirstError';
import { dateInWords } from '../schedule-text';
import { AffectedDialog } from './AffectedDialog';
import styles from './ScheduleForms.module.css';

const EMPTY = { date: '', reason: '' };

function closureErrors(draft: typeof EMPTY): { date?: string; reason?: string } {
  return {
    date: draft.date ? undefined : translate('ClosuresPanel.chooseDate'),
    reason: draft.reason.trim() ? undefined : translate('common.giveReason'),
  };
}

/**
 * The clinic's closures (decision 44): whole days nobody can book, with a reason the patients see ("Diwali").
 * A closure over booked appointments is refused with the count until the admin chooses to cancel them.
 */
export function ClosuresPanel() {
  const t = useT();
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
        {t('ClosuresPanel.title')}
      </h2>
      <div className={styles.panelBody}>
        <p className={styles.lead}>{t('ClosuresPanel.lead')}</p>
        {!closures && loading && <Spinner label={t('ClosuresPanel.loading')} />}
        {!closures && !loading && <LoadFailed what="closures" onRetry={reload} />}
        {closures &&
          (closures.length === 0 ? (
            <p className={styles.empty}>{t('ClosuresPanel.empty')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('ClosuresPanel.listLabel')}>
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
                    {richText(t('ClosuresPanel.remove', { date: dateInWords(closure.slotDate) }), {
                      hidden: (text) => <span className="visually-hidden">{text}</span>,
                    })}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
        <h3 className={styles.subhead}>{t('ClosuresPanel.add')}</h3>
        <form ref={containerRef} className={styles.addForm} onSubmit={submit} noValidate aria-label={t('ClosuresPanel.add')}>
          <Field label={t('ClosuresPanel.date')} hint={t('ClosuresPanel.dateHint')} error={errors.date} required>
            {(control) => (
              <input {...control} type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
            )}
          </Field>
          <Field label={t('common.reason')} hint={t('ClosuresPanel.reasonHint')} error={errors.reason} required className={styles.wide}>
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
            {add.pending ? t('common.adding') : t('ClosuresPanel.submit')}
          </Button>
        </form>
      </div>
      <AffectedDialog change="closure" affected={add.affected} onCancelThem={add.cancelThem} onBack={add.back} />
    </section>
  );
}
