import { useEffect, useState, type ReactNode } from 'react';
import { createPath, Route, Router, Routes, type Location, type Navigator, type To } from 'react-router';
import { pageAt, routeAt } from '../remotes/routes';

/** Told to every island when one of them changes the address in place (the doctors' search writing `?q=`). */
const NAVIGATED = 'clinic:navigated';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

function here(): Location {
  const entry = history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * A link to another page loads it from the server, which renders it: the island cannot draw another page
 * around itself. Another address of this page (the doctors' search `?q=`, a speciality) stays in place,
 * for every island.
 */
function go(to: To, state: unknown, replace: boolean) {
  const url = new URL(hrefOf(to), window.location.href);
  const samePage = url.origin === window.location.origin && pageAt(url.pathname, null) === pageAt(window.location.pathname, null);
  if (!samePage) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) history.replaceState(entry, '', url.href);
  else history.pushState(entry, '', url.href);
  window.dispatchEvent(new Event(NAVIGATED));
}

const navigator: Navigator = {
  createHref: hrefOf,
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
  go: (delta) => history.go(delta),
};

/**
 * The router of one island: the browser's address, shared with the page's other islands, and the route
 * of the public site's that it matches, so an island reads the page's parameters (`/doctors/:speciality`).
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const follow = () => setLocation(here());
    window.addEventListener('popstate', follow);
    window.addEventListener(NAVIGATED, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(NAVIGATED, follow);
    };
  }, []);
  const route = routeAt(location.pathname, null);
  return (
    <Router location={location} navigator={navigator}>
      {route ? (
        <Routes>
          <Route path={route.path} element={children} />
        </Routes>
      ) : (
        children
      )}
    </Router>
  );
}
