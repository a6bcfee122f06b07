import { useId, type ReactNode } from 'react';
import { useUiT } from './i18n';
import styles from './Field.module.css';

/** What the control needs to be read out with its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface Props {
  label: string;
  hint?: string;
  error?: string;
  /** Marks the label `*` (read out as "required") and the control as required. */
  required?: boolean;
  /** Marks the label "(optional)", for a form whose other fields are required. */
  optional?: boolean;
  className?: string;
  /** Renders the input, select or textarea with the props it is given. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A form field: a visible label, its hint, the control, then its error, tied together for screen readers. */
export function Field({ label, hint, error, required, optional, className, children }: Props) {
  const t = useUiT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required}>
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('Field.required')}</span>
          </span>
        )}
        {optional && !required && <span className={styles.optional}> {t('Field.optional')}</span>}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
