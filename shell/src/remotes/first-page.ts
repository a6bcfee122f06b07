import { storedStaffRole } from '@clinic/shared/tokens';
import { loadRemotePage, registerRemotesFromConfig } from './registry';
import { pageAt } from './routes';

/**
 * Starts fetching the page the visitor opened (its remote's manifest, entry and page chunk) while React
 * and the router are still arriving, instead of after them. It uses no shared module, so index.ts runs it
 * at once. A failure is left to the page's section, which asks for the same request and offers a retry.
 */
export function loadFirstPage(): void {
  const page = pageAt(window.location.pathname, storedStaffRole());
  registerRemotesFromConfig()
    .then(() => page && loadRemotePage(page))
    .catch(() => undefined);
}
