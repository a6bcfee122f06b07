import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './ui.module.css';

/** The page's one h1; it also names the browser tab, so screen-reader users hear where they landed. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useDocumentTitle(title);
  return <h1 className={styles.pageTitle}>{children}</h1>;
}
