import { useId, useState, type FormEvent } from 'react';
import { ADDABLE_STAFF_ROLES, type AddableStaffRole } from '@clinic/shared/permissions';
import { useCallAction } from '@clinic/shared/data';
import { Button, Field } from '@clinic/shared/ui';
import { cardStyles } from '@clinic/shared/staff-panel';
import { useT } from '../../i18n';
import styles from './Staff.module.css';

const EMPTY = { email: '', role: 'front_desk' as AddableStaffRole, password: '' };

/** Adds an admin or a front desk with a first password, which the owner passes on and they can change. */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const headingId = useId();
  const [draft, setDraft] = useState(EMPTY);
  const add = useCallAction('adminAddStaff', {
    onDone: (result) => {
      if (!result?.success) return;
      setDraft(EMPTY);
      onAdded();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add.run({ email: draft.email.trim(), role: draft.role, password: draft.password });
  };

  return (
    <section className={cardStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.panelHead}>
        {t('AddStaffForm.title')}
      </h2>
      <div className={styles.body}>
        <form className={styles.form} onSubmit={submit} aria-labelledby={headingId}>
          <Field label={t('AddStaffForm.email')} required>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                required
                value={draft.email}
                onChange={(e) => setDraft({ ...draft, email: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('AddStaffForm.role')} required>
            {(control) => (
              <select {...control} value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as AddableStaffRole })}>
                {ADDABLE_STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`StaffAccounts.role.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('AddStaffForm.password')} hint={t('AddStaffForm.passwordHint')} required>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                value={draft.password}
                onChange={(e) => setDraft({ ...draft, password: e.target.value })}
              />
            )}
          </Field>
          <div>
            <Button type="submit" disabled={add.pending}>
              {add.pending ? t('common.adding') : t('AddStaffForm.submit')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
