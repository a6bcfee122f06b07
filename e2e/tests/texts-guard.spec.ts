// The guard itself, watched from outside: Playwright's own test, so that what it reports can be asserted.
// eslint-disable-next-line no-restricted-imports
import { expect, test } from '@playwright/test';
import { WatchedContext } from '../support/texts-guard/watch-context';

test('the text guard names a literal the page shows, and passes translated words, formatted dates and api data', async ({ browser }) => {
  const context = await browser.newContext();
  const watched = await WatchedContext.start(context);
  const page = await context.newPage();
  await page.goto('/doctors');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const doctorName = await page.getByRole('list', { name: 'Doctors' }).getByRole('heading', { level: 2 }).first().innerText();
  await page.evaluate(() => {
    // Inside an island: the rest of a page served as islands is the server's (decision 59).
    const main = document.querySelector('main [data-island]')!;
    const add = (html: string) => main.insertAdjacentHTML('beforeend', html);
    add('<p>Words nobody translated</p>');
    add('<button aria-label="Close the panel">×</button>');
    add(`<p>${new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date(Date.UTC(2026, 10, 28)))}</p>`);
    add('<p translate="no">Sunrise code XYZ</p>');
  });
  await page.evaluate(
    (name) => document.querySelector('main [data-island]')!.insertAdjacentHTML('beforeend', `<p>${name}</p>`),
    doctorName,
  );
  const found = await watched.untranslated();
  expect(found.map((f) => `${f.where}: ${f.text}`).sort()).toEqual(['aria-label: Close the panel', 'text: Words nobody translated']);
  await context.close();
});
