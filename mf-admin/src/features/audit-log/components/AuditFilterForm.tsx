import { useRef, useState, type FormEvent } from 'react';
import { AUDIT_ACTOR_ROLES } from '@clinic/shared/contract';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { ACTION_GROUPS, actionLabel, filterErrors, groupLabel, isFiltered, NO_FILTERS, roleLabel, type AuditFilters } from '../audit-log';
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
  const t = useT();
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
    <form className={styles.filters} onSubmit={submit} aria-label={t('AuditFilterForm.label')} noValidate>
      <fieldset className={styles.group}>
        <legend>{t('AuditFilterForm.who')}</legend>
        <Field label={t('AuditFilterForm.kind')}>
          {(control) => (
            <select {...control} value={draft.role} onChange={(e) => set('role', e.target.value as AuditFilters['role'])}>
              <option value="">{t('AuditFilterForm.anyone')}</option>
              {AUDIT_ACTOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('AuditFilterForm.id')} hint={t('AuditFilterForm.idHint')}>
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
        <legend>{t('AuditFilterForm.what')}</legend>
        <Field label={t('AuditFilterForm.action')}>
          {(control) => (
            <select {...control} value={draft.action} onChange={(e) => set('action', e.target.value as AuditFilters['action'])}>
              <option value="">{t('AuditFilterForm.anyAction')}</option>
              {ACTION_GROUPS.map((group) => (
                <optgroup key={group.group} label={groupLabel(group.group)}>
                  {group.actions.map((action) => (
                    <option key={action} value={action}>
                      {actionLabel(action)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('AuditFilterForm.when')}</legend>
        <Field label={t('common.from')} hint={t('AuditFilterForm.fromHint')}>
          {(control) => <input {...control} type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />}
        </Field>
        <Field label={t('common.to')} hint={t('AuditFilterForm.toHint')} error={errors.to}>
          {(control) => <input {...control} ref={toRef} type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />}
        </Field>
      </fieldset>
      <div className={styles.filterButtons}>
        <Button type="submit">{t('AuditFilterForm.submit')}</Button>
        {isFiltered(initial) && (
          <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
            {t('AuditFilterForm.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
