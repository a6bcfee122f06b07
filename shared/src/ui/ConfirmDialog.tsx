import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { useUiT } from './i18n';
import { wrapFocus } from './wrap-focus';
import styles from './ConfirmDialog.module.css';

interface Props {
  open: boolean;
  title: string;
  /** What will happen, in words; read out with the title when the dialog opens. */
  children: ReactNode;
  /**
   * What the person chooses before confirming, after the words: outside the description, so opening the
   * dialog does not read out every label and option (each control has its own label).
   */
  controls?: ReactNode;
  confirmLabel: string;
  /** Nothing to confirm yet (say why in the dialog). */
  confirmDisabled?: boolean;
  /** `danger` for a step that takes something away from the patient. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
  /** The safe choice's words ("Go back" unless given). */
  backLabel?: string;
  /** A third choice between going back and confirming (decision 42's "Keep them"). */
  otherAction?: { label: string; onClick: () => void };
}

/**
 * A confirmation on the native modal <dialog>, as the shell's mobile menu: the page behind is inert, Tab
 * stays inside and Escape closes it. Focus starts on the safe choice, since these confirmations take
 * something away (a booking, an account), and goes back to whatever opened the dialog when it closes. The
 * one confirmation of the patients' and the staff's screens (the patient's cancel was a bare
 * browser prompt); an entry of its own, `@clinic/shared/ui/confirm-dialog`, off the public pages.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  controls,
  confirmLabel,
  confirmDisabled,
  tone = 'danger',
  onConfirm,
  onClose,
  backLabel,
  otherAction,
}: Props) {
  const t = useUiT();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-safe-choice]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open && openerRef.current) {
      openerRef.current.focus();
      openerRef.current = null;
    }
  }, [open]);

  return (
    // The backdrop press is a pointer shortcut; the keyboard has Escape and the dialog's buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape closes the dialog natively; the close event keeps the state in step.
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself (its content fills the box); it dismisses.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => wrapFocus(event, event.currentTarget)}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={textId} className={styles.text}>
          {children}
        </div>
        {controls}
        <div className={styles.buttons}>
          <Button variant="secondary" data-safe-choice onClick={onClose}>
            {backLabel ?? t('ConfirmDialog.goBack')}
          </Button>
          {otherAction && <Button onClick={otherAction.onClick}>{otherAction.label}</Button>}
          <Button variant={tone} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
