import { useEffect } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { useT } from '../i18n';
import './toasts.css';

/** 32 × 32 px (WCAG 2.2's 24 px at the least), named for what it does. */
function CloseButton({ closeToast }: CloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className="clinic-toast-close"
      aria-label={t('Toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

const inToasts = (node: EventTarget | null) => node instanceof Element && node.closest('.Toastify') !== null;
const hovered = () => document.querySelector('.Toastify__toast:hover') !== null;

/**
 * The page's toast container with the spec's defaults (section 9: top-right, 5 s, light, close button,
 * pause on hover, draggable), made readable (decision 38): while focus is in a toast (its close button,
 * or Alt+T) they all wait too, not only under the pointer; toasts.css sizes the close button, sets the
 * text's contrast and starts the column below the header.
 */
export function ClinicToastContainer() {
  const t = useT();
  const timerLabel = t('Toasts.timer');
  useEffect(() => {
    // react-toastify names each toast's timer bar in English and takes no prop for it.
    const container = document.querySelector('.Toastify') ?? document.body;
    const relabel = () => {
      for (const bar of container.querySelectorAll('.Toastify__progress-bar[role="progressbar"]'))
        if (bar.getAttribute('aria-label') !== timerLabel) bar.setAttribute('aria-label', timerLabel);
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [timerLabel]);
  useEffect(() => {
    const focusIn = (event: FocusEvent) => inToasts(event.target) && toast.pause();
    const focusOut = (event: FocusEvent) => inToasts(event.target) && !inToasts(event.relatedTarget) && !hovered() && toast.play();
    // Leaving a toast with the pointer plays it again (pauseOnHover); not while focus is still in one.
    const pointerOut = (event: MouseEvent) => inToasts(event.target) && inToasts(document.activeElement) && toast.pause();
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    document.addEventListener('mouseout', pointerOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
      document.removeEventListener('mouseout', pointerOut);
    };
  }, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      theme="light"
      closeButton={CloseButton}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      aria-label={t('Toasts.region')}
    />
  );
}
