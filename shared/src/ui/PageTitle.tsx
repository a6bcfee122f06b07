import { useEffect, type ReactNode } from 'react';
import styles from './ui.module.css';

/** The page's one h1; it also names the browser tab, so screen-reader users hear where they landed. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Sunrise Hearing & Speech Clinic`;
  }, [title]);
  return <h1 className={styles.pageTitle}>{children}</h1>;
}
