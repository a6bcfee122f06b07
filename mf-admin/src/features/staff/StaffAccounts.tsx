import { useId, useState } from 'react';
import type { StaffMember } from '@clinic/shared/contract';
import { useCallAction, useCallQuery } from '@clinic/shared/data';
import { Button, Spinner } from '@clinic/shared/ui';
import { ConfirmDialog } from '@clinic/shared/ui/confirm-dialog';
import { cardStyles, LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../../i18n';
import { AddStaffForm } from './AddStaffForm';
import styles from './Staff.module.css';

/**
 * The owner's Staff page (decision 55): who uses the admin sign-in, and adding or removing an admin or a
 * front desk. The configured owner and the owner asking have no Remove; a removed member is signed out at once.
 */
export function StaffAccounts() {
  const t = useT();
  const headingId = useId();
  const { data: staff, loading, reload } = useCallQuery('adminStaff', undefined, { select: (answer) => answer.staff });
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useCallAction('adminRemoveStaff', { onDone: reload });
  const confirmRemove = () => {
    if (removing) void remove.run({ staffId: removing._id });
    setRemoving(null);
  };

  return (
    <>
      <section className={cardStyles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={cardStyles.panelHead}>
          {t('StaffAccounts.title')}
        </h2>
        <div className={styles.body}>
          <p className={styles.lead}>{t('StaffAccounts.lead')}</p>
          {!staff && loading && <Spinner label={t('StaffAccounts.loading')} />}
          {!staff && !loading && <LoadFailed what={t('StaffAccounts.what')} onRetry={reload} />}
          {staff && (
            <ul className={styles.list} aria-label={t('StaffAccounts.title')}>
              {staff.map((member) => (
                <li key={member._id} className={styles.item}>
                  <span className={styles.who}>
                    <span className={styles.email}>{member.email}</span>
                    <span className={styles.note}>
                      {t(`StaffAccounts.role.${member.role}`)}
                      {member.you && ` · ${t('StaffAccounts.you')}`}
                      {member.configured && ` · ${t('StaffAccounts.configured')}`}
                    </span>
                  </span>
                  {!member.you && !member.configured && (
                    <Button variant="ghost" disabled={remove.pending} onClick={() => setRemoving(member)}>
                      {t('StaffAccounts.remove', { email: member.email })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <AddStaffForm onAdded={reload} />
      <ConfirmDialog
        open={removing !== null}
        title={t('StaffAccounts.removeTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('StaffAccounts.removeConfirm')}
        tone="danger"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p>{t('StaffAccounts.removeText')}</p>
      </ConfirmDialog>
    </>
  );
}
