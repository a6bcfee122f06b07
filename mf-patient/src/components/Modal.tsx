import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../i18n';
import styles from './Modal.module.css';

/**
 * What the keyboard focuses or the browser scrolls to stops above the footer, never under it (WCAG 2.4.11):
 * the dialog's scroll padding follows the footer's height, which changes as its words wrap.
 */
function useFooterClearance(dialog: RefObject<HTMLDialogElement>, footer: RefObject<HTMLDivElement>, present: boolean) {
  useEffect(() => {
    const box = footer.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => dialog.current?.style.setProperty('scroll-padding-bottom', `${box.offsetHeight}px`));
    observer.observe(box);
    return () => observer.disconnect();
  }, [dialog, footer, present]);
}

/**
 * A modal dialog on the native <dialog>, shown with showModal() as the shell's mobile menu is: the page
 * behind is inert, Tab stays inside and Escape closes it, all from the browser. Rendered only while open;
 * focus starts in the first field and goes back to whatever opened it. A `footer` stays in view at the
 * dialog's bottom edge however far its content scrolls (decision 38: the confirm button under 22 times).
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const leaving = useRef(false);
  const footerRef = useRef<HTMLDivElement>(null);
  useFooterClearance(ref, footerRef, Boolean(footer));

  // Layout effects: the dialog is closed before React takes it out of the page, so the browser lets go of
  // the page behind it at once.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // showModal() focuses the close button, the first control; the form starts at its first field.
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    // The backdrop press is a pointer shortcut; the keyboard has Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape closes the dialog natively; the close event tells the owner, which stops rendering it.
      onClose={() => leaving.current || closeRef.current()}
      // A press on the backdrop lands on the dialog itself (its content fills the box): it dismisses.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('Modal.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        )}
        {children}
        {footer && (
          <div ref={footerRef} className={styles.footer}>
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
