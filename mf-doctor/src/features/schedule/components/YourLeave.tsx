import { useEffect, useRef, useState } from 'react';
import type { Leave } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { useRemoveLeave } from '../hooks/useRemoveLeave';
import { leaveWhen, slotDateOrder } from '../lib/schedule-text';
import { useT } from '../../../i18n';
import { LeaveForm } from './LeaveForm';
import styles from './Schedule.module.css';

interface Props {
  leave: readonly Leave[];
  todayIso?: string;
  /** Reloads the schedule after leave was added or removed. */
  onChange: () => void;
}

/** The doctor's leave from today on, soonest first, each with Remove; and the form that adds leave. */
export function YourLeave({ leave, todayIso, onChange }: Props) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  // Back from the form, focus returns to Add leave, once it is there again.
  const [focusAdd, setFocusAdd] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLDivElement>(null);
  // The removed row, and its Remove button with it, is about to go: the reader continues at the heading.
  const removal = useRemoveLeave(() => {
    heading.current?.focus();
    onChange();
  });

  useEffect(() => {
    if (!focusAdd) return;
    addButton.current?.querySelector('button')?.focus();
    setFocusAdd(false);
  }, [focusAdd]);

  const sorted = [...leave].sort(
    (a, b) => slotDateOrder(a.from) - slotDateOrder(b.from) || (a.fromTime ?? '').localeCompare(b.fromTime ?? ''),
  );

  return (
    <section className={styles.card} aria-labelledby="your-leave">
      <h2 id="your-leave" className={styles.heading} ref={heading} tabIndex={-1}>
        {t('Leave.yourLeave')}
      </h2>
      <p className={styles.intro}>{t('Leave.intro')}</p>
      {sorted.length ? (
        <ul className={styles.leaveList} aria-label={t('Leave.upcoming')}>
          {sorted.map((item) => (
            <li key={item._id} className={styles.leaveItem}>
              <div>
                <span className={styles.when}>{leaveWhen(item)}</span>
                <span className={styles.reason}>{item.reason}</span>
              </div>
              <Button
                variant="secondary"
                aria-label={t('Leave.removeLabel', { when: leaveWhen(item) })}
                disabled={removal.pending}
                onClick={() => removal.ask(item)}
              >
                {t('Leave.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('Leave.none')}</p>
      )}
      {adding ? (
        <LeaveForm
          todayIso={todayIso}
          onAdded={() => {
            setAdding(false);
            setFocusAdd(true);
            onChange();
          }}
          onCancel={() => {
            setAdding(false);
            setFocusAdd(true);
          }}
        />
      ) : (
        <div ref={addButton}>
          <Button onClick={() => setAdding(true)}>{t('Leave.add')}</Button>
        </div>
      )}
      <ConfirmDialog
        open={removal.chosen !== null}
        title={t('Leave.removeTitle')}
        confirmLabel={t('Leave.removeConfirm')}
        onConfirm={removal.confirm}
        onClose={removal.back}
      >
        {removal.chosen && <p>{t('Leave.removeText', { when: leaveWhen(removal.chosen), reason: removal.chosen.reason })}</p>}
      </ConfirmDialog>
    </section>
  );
}
