import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@clinic/shared/ui';
import { useLoadedComponent } from '../useLoadedComponent';
import { cameBack } from './came-back';
import type { FollowStart } from './FollowNavigation';

const loadFollower = () => import('./FollowNavigation').then((m) => m.FollowNavigation);
/** Every way a reader starts a navigation begins with one of these (a redirect follows one too). */
const FIRST_MOVES = ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const;

/**
 * Scroll, focus and announcement on every in-app navigation (FollowNavigation, page-arrival.ts, and its live
 * region). That code is fetched when the reader first moves (or at once after a reload, to return to where
 * they were), not with the page: a visitor who only reads one page never downloads it, and the server and
 * the first page have nothing to move.
 */
export function PageArrival() {
  const hydrated = useHydrated();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const [start, setStart] = useState<FollowStart | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    const begin = (event?: Event) => {
      FIRST_MOVES.forEach((name) => window.removeEventListener(name, begin, true));
      const { key, pathname } = here.current;
      setStart({ key, pathname, y: window.scrollY, popped: event?.type === 'popstate' });
    };
    if (cameBack()) return begin();
    FIRST_MOVES.forEach((name) => window.addEventListener(name, begin, { capture: true, passive: true }));
    return () => FIRST_MOVES.forEach((name) => window.removeEventListener(name, begin, true));
  }, [hydrated]);

  const Follow = useLoadedComponent(start ? loadFollower : null);
  return Follow && start ? <Follow start={start} /> : null;
}
