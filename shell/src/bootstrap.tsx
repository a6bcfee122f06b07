import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@clinic/shared/styles/tokens.css';
import './styles/fonts.css';
import { currentLanguage, ensureLanguage } from '@clinic/shared/i18n';
import { storedStaffRole } from '@clinic/shared/tokens';
import { registerRemotesFromConfig, setPageWordsLoader } from './remotes/registry';
import { pageAt } from './remotes/routes';
import { App } from './app/App';
import { loadStaffLayout } from './app/AppRoutes';
import { readServedState, takeServedLanguage, takeServedStores } from './app/served-state';

/** Every registered part's words in the language on screen: what a page, or the first render, waits for. */
const wordsOnScreen = () => ensureLanguage(currentLanguage());

async function start() {
  // Back and Forward return to where the reader was (app/navigation): the browser's own restoring would
  // run first, on the page being left. The mode is kept per history entry, so it is set before any other.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  // Pages wait for the remotes map themselves. A missing one must not blank the page: each section then
  // shows its own fallback, with a retry that asks for the map again.
  registerRemotesFromConfig().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  const staff = storedStaffRole();
  // The first page is already on its way (remotes/first-page.ts); a staff member's frame starts now.
  if (staff) loadStaffLayout().catch(() => undefined);
  const container = document.getElementById('root')!;
  const served = readServedState();
  takeServedLanguage(served);

  // A page the server rendered (for a visitor, which is what the server can see) is taken over as it
  // stands: React attaches to the markup on screen, from the state it was rendered with.
  if (served && !staff) {
    takeServedStores(served);
    // The page on screen hydrates with the words it came with; the rest of each part (a toast's, a dialog's,
    // the next page's) follows, and every other page waits for its own (also when the page on screen
    // failed to load and the reader went on to another).
    let hydrating = pageAt(location.pathname, null);
    setPageWordsLoader((pageId) => {
      const served = pageId === hydrating;
      hydrating = undefined;
      return served ? Promise.resolve() : wordsOnScreen();
    });
    // In a transition React hydrates in slices and yields to the browser between them (as the client render
    // below does), instead of one long task that holds up the first tap.
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
    void wordsOnScreen().catch(() => undefined);
    return;
  }
  setPageWordsLoader(wordsOnScreen);
  // The shell's own words first (a failed download leaves its English, which is still a page).
  await wordsOnScreen().catch(() => undefined);
  // A transition lets React render the first page in slices, yielding to the browser between them,
  // instead of in one long task that would hold up input while the page starts.
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

void start();
