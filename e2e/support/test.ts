import { test as base, expect, type Browser } from '@playwright/test';
import { WatchedContext } from './texts-guard/watch-context';

export { expect };
export type { APIRequestContext, ConsoleMessage, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test`, with every browser context of every test watched for shown texts that did not
 * come through the language mechanism (issue 24: a literal left in the code would stay English on a
 * Hindi or Kannada page). The whole suite is the check; a test fails naming each such text and where.
 */
export const test = base.extend<{ textsThroughCatalogs: void }>({
  textsThroughCatalogs: [
    async ({ browser, context }, use) => {
      const watched = [await WatchedContext.start(context)];
      const restore = watchNewContexts(browser, watched);
      try {
        await use();
      } finally {
        restore();
      }
      const untranslated = (await Promise.all(watched.map((w) => w.untranslated()))).flat();
      expect(
        untranslated.map((u) => `${u.url} ${u.where}: ${JSON.stringify(u.text)}`),
        'texts shown that did not come through the language mechanism (a catalog, a formatter or the api)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Contexts a test makes itself (browser.newContext, browser.newPage) are watched too, for this test. */
function watchNewContexts(browser: Browser, watched: WatchedContext[]): () => void {
  const original = browser.newContext;
  browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    watched.push(await WatchedContext.start(context));
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}
