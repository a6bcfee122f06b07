import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A content block of a page: its h2 names the region for assistive technology. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
