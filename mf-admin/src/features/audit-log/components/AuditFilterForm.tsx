import { useRef, useState, type FormEvent } from 'react';
import { AUDIT_ACTOR_ROLES } from '@clinic/shared/contract';
import { Button, Field } from '@clinic/shared/ui';
import { ACTION_GROUPS, ACTION_LABEL, filterErrors, isFiltered, NO_FILTERS, ROLE_LABEL, type AuditFilters } from '../audit-log';
import styles from './AuditLog.module.css';

interface Props {
  /** The filters in use; the form starts from them (it is keyed by them, so Back resets it). */
  initial: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/**
 * Who, what and when. Nothing is asked until "Show entries", so choosing in one field never moves the list
 * under the reader while they fill in the next.
 */
export function AuditFilterForm({ initial, onApply }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof filterErrors>>({});
  const toRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof AuditFilters>(name: K, value: AuditFilters[K]) => setDraft((d) => ({ ...d, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    if (found.to) {
      toRef.current?.focus();
      return;
    }
    onApply({ ...draft, who: draft.who.trim() });
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter the audit log" noValidate>
      <fieldset className={styles.group}>
        <legend>Who</legend>
        <Field label="Kind of account">
          {(control) => (
            <select {...control} value={draft.role} onChange={(e) => set('role', e.target.value as AuditFilters['role'])}>
              <option value="">Anyone</option>
              {AUDIT_ACTOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABEL[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Id or e-mail" hint="A doctor’s or patient’s id, or the e-mail they sign in with">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              value={draft.who}
              onChange={(e) => set('who', e.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>What</legend>
        <Field label="Action">
          {(control) => (
            <select {...control} value={draft.action} onChange={(e) => set('action', e.target.value as AuditFilters['action'])}>
              <option value="">Any action</option>
              {ACTION_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.actions.map((action) => (
                    <option key={action} value={action}>
                      {ACTION_LABEL[action]}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>When</legend>
        <Field label="From" hint="The clinic’s date">
          {(control) => <input {...control} type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />}
        </Field>
        <Field label="To" hint="Included" error={errors.to}>
          {(control) => <input {...control} ref={toRef} type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />}
        </Field>
      </fieldset>
      <div className={styles.filterButtons}>
        <Button type="submit">Show entries</Button>
        {isFiltered(initial) && (
          <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
