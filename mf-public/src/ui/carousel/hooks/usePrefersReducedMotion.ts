import { useBrowserValue } from '@clinic/shared/ui';

const QUERY = '(prefers-reduced-motion: reduce)';

const canAsk = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
const matches = () => canAsk() && window.matchMedia(QUERY).matches;
const onChange = (notify: () => void) => {
  if (!canAsk()) return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/**
 * Whether the visitor asked their system for less motion; follows changes while the page is open. A page
 * rendered on the server starts as if not (it cannot tell) and stops its carousels as it hydrates.
 */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(matches, false, onChange);
}
