import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component from a chunk fetched on demand (when `load` is given), or null until it has arrived. Unlike
 * React.lazy it never suspends: React reveals suspended content no sooner than 300 ms after the last
 * fallback it showed, so a small part suspending while the route's page arrives would hold the page back.
 */
export function useLoadedComponent<P extends object>(load: (() => Promise<ComponentType<P>>) | null): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (loaded) => current && setComponent(() => loaded),
      (error: unknown) => console.error('A part of the page could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return component;
}
