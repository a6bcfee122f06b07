import type { ReactNode } from 'react';
import { useDocumentTitle } from '@clinic/shared/ui';
import styles from './PageHeader.module.css';

/** The band at the top of an inner page: a small label, the page's one h1, a sentence, optional artwork. */
export function PageHeader({ eyebrow, title, lead, art }: { eyebrow: string; title: string; lead: ReactNode; art?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.band}>
      <div className={`${styles.inner} ${art ? styles.withArt : ''}`}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {art && <div className={styles.art}>{art}</div>}
      </div>
    </div>
  );
}
