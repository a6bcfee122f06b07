import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { createPageArrival, type Place } from './page-arrival';
import { RouteAnnouncer } from './RouteAnnouncer';

export interface FollowStart extends Place {
  /** The reader's first move was Back or Forward. */
  popped: boolean;
}

/**
 * Follows the router's locations with page-arrival.ts, from `start`, the page on screen when the reader first
 * moved (this arrives a moment later: when it comes after a navigation, that navigation is handled as any other).
 * Layout effects: a new page starts at the top before it is painted, not one frame later.
 */
export function FollowNavigation({ start }: { start: FollowStart }) {
  const location = useLocation();
  const arrival = useRef<ReturnType<typeof createPageArrival> | null>(null);

  useLayoutEffect(() => {
    const made = createPageArrival(undefined, { popped: start.popped });
    made.arrive(start);
    arrival.current = made;
    return () => {
      made.dispose();
      arrival.current = null;
    };
  }, [start]);

  useLayoutEffect(() => {
    arrival.current?.arrive({ key: location.key, pathname: location.pathname });
  }, [location.key, location.pathname]);

  // The live region is there from the reader's first move, well before anything is said in it.
  return <RouteAnnouncer />;
}
