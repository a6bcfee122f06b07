const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * For a modal's keydown: Tab from its last control wraps to the first (and Shift-Tab back), so focus
 * never leaves an open dialog or menu.
 */
export function wrapFocus(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, container: Element) {
  if (event.key !== 'Tab') return;
  const items = container.querySelectorAll<HTMLElement>(FOCUSABLE);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
