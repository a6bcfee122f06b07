import type { Page } from '@playwright/test';

/**
 * Waits until the app answers input: the shell marks <html data-app-ready> once it has hydrated (or
 * rendered) the page. A page rendered on the server is on screen, readable, before that.
 */
export const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
