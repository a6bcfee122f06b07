import { useId, type Ref } from 'react';
import styles from './CheckboxGroup.module.css';

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** The question the boxes answer, read out with each box. */
  legend: string;
  hint?: string;
  error?: string;
  options: readonly CheckboxOption<V>[];
  /** The values ticked now; values no option has are kept as they are. */
  value: readonly string[];
  /** The values ticked after a change, in the options' order. */
  onChange: (next: V[]) => void;
  /** Given the first box, so a form can move focus to the group when it is wrong. */
  inputRef?: Ref<HTMLInputElement>;
  /** `wide` for long labels (the clinic's service titles): fewer, wider columns. */
  optionWidth?: 'narrow' | 'wide';
  className?: string;
}

/**
 * A labelled group of checkboxes in a fieldset (a doctor's languages, the services they offer): the legend
 * names the group for every box, the hint and error describe it, and each box is a large target.
 */
export function CheckboxGroup<V extends string>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  inputRef,
  optionWidth = 'narrow',
  className,
}: Props<V>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (option: V, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={`${styles.options} ${styles[optionWidth]}`}>
        {options.map((option, i) => (
          <label key={option.value} className={styles.option}>
            <input
              ref={i === 0 ? inputRef : undefined}
              type="checkbox"
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
