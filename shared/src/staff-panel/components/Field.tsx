import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface Props {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the id and the error wiring it needs to be read out with its label. */
  children: (control: ControlProps) => ReactNode;
}

/** A visible label, the control, then its hint or error, tied together for screen readers. */
export function Field({ label, error, hint, className, children }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
