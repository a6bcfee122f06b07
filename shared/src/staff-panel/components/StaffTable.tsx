import type { ReactNode } from 'react';
import styles from './appointments-table.module.css';

interface Props {
  /** Read out by screen readers only. */
  caption: string;
  /** The column headings, in order; each row's cells carry the same words as `data-label` (cards below 768 px). */
  columns: readonly string[];
  /** A table's own extra class (e.g. a compact variant). */
  className?: string;
  /** Many columns (the appointment lists): cards whenever the table's column is under 960 px, not only the window. */
  wide?: boolean;
  /** The rows (`<tr>`), rendered inside the table's body. */
  children: ReactNode;
}

/** The staff panels' table: its frame, hidden caption and header row; each panel brings its own rows. */
export function StaffTable({ caption, columns, className, wide = false, children }: Props) {
  const table = (
    <div className={styles.wrap}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
  return wide ? <div className={styles.wideFrame}>{table}</div> : table;
}
