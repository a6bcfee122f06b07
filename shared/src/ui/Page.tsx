import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import styles from './ui.module.css';

/** A page's frame inside a layout: the content width, its h1 and the tab title. */
export function Page({ title, heading, children }: { title: string; heading?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageTitle title={title}>{heading ?? title}</PageTitle>
      {children}
    </div>
  );
}
