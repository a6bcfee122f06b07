import { announce } from './RouteAnnouncer';
import { cameBack } from './came-back';
import { createScrollMemory, type ScrollMemory } from './scroll-memory';

/** The main landmark of both layouts. */
export const MAIN_ID = 'main-content';
/** How long after a navigation the new page may take to arrive (its code is fetched on demand). */
const WATCH_MS = 10_000;
/** How long Back may wait for the page to be tall enough to return to where the reader was. */
const RESTORE_MS = 3_000;
/** How long the title may take to follow the heading before the one there is announced. */
const TITLE_MS = 500;

export interface Place {
  key: string;
  pathname: string;
  /** Where the reader was on it, when known better than the window's scroll now (PageArrival's first move). */
  y?: number;
}

const main = () => document.getElementById(MAIN_ID);

/** Where a new page starts: an element the page marks with `data-page-focus` (a confirmation), else its h1. */
export function pageFocusTarget(): HTMLElement | null {
  return main()?.querySelector<HTMLElement>('[data-page-focus]') ?? main()?.querySelector<HTMLElement>('h1') ?? null;
}

const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/**
 * What the shell does when the address changes (decision 38):
 *   - another page (PUSH or REPLACE): scroll to the top, focus the new page's heading once it has arrived,
 *     and say its title through the shell's live region;
 *   - Back or Forward (POP): return to where the reader was on that entry, and say the title; focus goes to
 *     the heading only if it was lost with the old page;
 *   - the same page (a hash, a query such as a list's filters, or a link inside the page that the page
 *     itself answers, like the speciality filter): nothing, the reader stays where they are;
 *   - the first page of a visit: nothing either (a reload returns to where the reader was).
 */
export function createPageArrival(memory: ScrollMemory = createScrollMemory(), options: { popped?: boolean } = {}) {
  let current: Place | null = null;
  // Started by a Back or Forward (PageArrival loads this on the reader's first move): that one counts too.
  let popped = options.popped ?? false;
  let restoring = false;
  // Between a Back or Forward and the new page's arrival the window still shows the page being left.
  let leaving = false;
  let lastFocused: Element | null = document.activeElement === document.body ? null : document.activeElement;
  let cancelArrival: (() => void) | undefined;

  const onPopState = () => {
    popped = true;
    // Scroll events come a frame late: one still on its way must not be lost, nor land on the next page.
    if (current && !restoring && !leaving) memory.remember(current.key, window.scrollY);
    leaving = true;
  };
  const onScroll = () => {
    if (current && !restoring && !leaving) memory.remember(current.key, window.scrollY);
  };
  const onFocusIn = (event: FocusEvent) => void (lastFocused = event.target as Element);
  const onFocusOut = (event: FocusEvent) => void (event.relatedTarget || (lastFocused = null));
  const onPageHide = () => memory.persist();

  // The browser's own restoring happens before the new page is drawn, so it lands short of where it should
  // (bootstrap.tsx turns it off for the first entry too: the mode belongs to each entry).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  window.addEventListener('popstate', onPopState);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);

  /** Calls `stop` once the reader does something, or after `ms`; returns a function that stops it sooner. */
  function untilReaderActs(ms: number, stop: () => void) {
    const events = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
    const finish = () => {
      clearTimeout(timer);
      events.forEach((name) => window.removeEventListener(name, finish, true));
      stop();
    };
    const timer = setTimeout(finish, ms);
    events.forEach((name) => window.addEventListener(name, finish, { capture: true, passive: true }));
    return finish;
  }

  /** Scrolls back to where the reader was on `key`, as soon as the page is tall enough for it. */
  function restore(key: string) {
    const top = memory.recall(key) ?? 0;
    restoring = true;
    const observer = new ResizeObserver(() => attempt());
    const done = untilReaderActs(RESTORE_MS, () => {
      observer.disconnect();
      restoring = false;
      if (current?.key === key) memory.remember(key, window.scrollY);
    });
    const attempt = () => {
      scrollTo(top);
      if (Math.abs(window.scrollY - top) <= 1) done();
    };
    observer.observe(document.body);
    attempt();
    return done;
  }

  /** Waits for the new page: focuses where it starts (unless `focus` says otherwise) and says its title. */
  function watchArrival(focus: 'always' | 'if-lost') {
    const titleBefore = document.title;
    let target: HTMLElement | null = null;
    let announcing = false;
    let titleTimer: ReturnType<typeof setTimeout> | undefined;

    const sayTitle = (started: number) => {
      if (document.title !== titleBefore || performance.now() - started > TITLE_MS) announce(document.title);
      else titleTimer = setTimeout(() => sayTitle(started), 50);
    };
    const check = () => {
      const found = pageFocusTarget();
      if (!found) return;
      const active = document.activeElement;
      const lost = !active || active === document.body || (target !== null && !target.isConnected);
      let move: boolean;
      if (target === null) {
        // The first time, unless the new page has put focus somewhere itself (a field, say): that stands.
        const pageChose = active !== main() && Boolean(main()?.contains(active));
        move = focus === 'always' ? !pageChose : lost;
      } else {
        // Later only to follow the page (a confirmation appearing above the heading, a heading drawn
        // again), never away from where the reader or the page has put it.
        move = found !== target && (active === target || lost);
      }
      if (move) {
        if (!found.hasAttribute('tabindex')) found.setAttribute('tabindex', '-1');
        found.focus({ preventScroll: true });
      }
      target = found;
      if (!announcing) {
        announcing = true;
        sayTitle(performance.now());
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    const stop = untilReaderActs(WATCH_MS, () => {
      observer.disconnect();
      clearTimeout(titleTimer);
    });
    check();
    return stop;
  }

  /** Called with every location the router commits, from the one on screen when this was made. */
  function arrive(next: Place) {
    const previous = current;
    const pop = popped;
    popped = false;
    leaving = false;
    current = next;
    if (!previous) {
      // A reload or a return from another site: back to where the reader was, unless they have moved already.
      if (cameBack() && window.scrollY === 0 && memory.recall(next.key)) cancelArrival = restore(next.key);
      else memory.remember(next.key, next.y ?? window.scrollY);
      return;
    }
    if (previous.pathname === next.pathname) return;
    memory.persist();
    cancelArrival?.();
    if (pop) {
      const stopRestore = restore(next.key);
      const stopWatch = watchArrival('if-lost');
      cancelArrival = () => (stopRestore(), stopWatch());
      return;
    }
    // A link inside the page that the page itself answers (it is still there): the reader stays put.
    if (lastFocused?.isConnected && lastFocused !== main() && main()?.contains(lastFocused)) return;
    scrollTo(0);
    memory.remember(next.key, 0);
    cancelArrival = watchArrival('always');
  }

  function dispose() {
    cancelArrival?.();
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  }

  return { arrive, dispose };
}
