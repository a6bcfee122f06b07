import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on one of the site's pages, run in one pass inside the page (`axe.run`: AxeBuilder's legacy mode). Its
 * default runs axe in each frame and merges the parts in a blank page it opens for every scan (a new page,
 * axe injected twice: about half a second a scan, and the suite runs hundreds) so as to reach frames of
 * other origins; no page of the site has a frame. The same axe-core and the same rules find the same
 * violations. A page that embeds another site's frame would need the default back.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
