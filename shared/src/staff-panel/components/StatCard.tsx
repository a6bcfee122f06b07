import type { ReactNode } from 'react';
import styles from './cards.module.css';

/** One dashboard figure: the number large, what it counts beneath. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.statText}>
        <span className={styles.statValue}>{value}</span>
        <span className={styles.statLabel}>{label}</span>
      </p>
    </div>
  );
}
