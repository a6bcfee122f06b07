import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value that differs between the server's render and this browser (the device, a media query). While a
 * server-rendered page hydrates it is the server's value, so the markup matches; React then renders again
 * with the browser's. A page rendered in the browser alone gets the browser's value at once.
 * `browserValue` must return the same value until `subscribe` reports a change.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = never): T {
  return useSyncExternalStore(subscribe, browserValue, () => serverValue);
}

const yes = () => true;

/** False while a server-rendered page is being rendered or hydrated, true once the browser owns it. */
export const useHydrated = (): boolean => useBrowserValue(yes, false);
