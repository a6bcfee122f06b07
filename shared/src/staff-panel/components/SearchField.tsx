import { useId } from 'react';
import styles from './controls.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search box; the list below follows what is typed. */
export function SearchField({ label, value, onChange, placeholder }: Props) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} placeholder={placeholder} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
