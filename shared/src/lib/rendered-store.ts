// A helper without state: bundled into each entry that uses it, unlike the stores it makes.
import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * A zustand store like `create()` makes, except for what its hook returns while the server renders a page
 * and while the browser hydrates that page: `renderedState(store)` instead of the store's first state.
 * The two sides must agree there for React to adopt the server's markup; right after hydrating, React
 * renders again with the browser's actual state if it differs (useSyncExternalStore's server snapshot).
 */
export function createRenderedStore<T>(initializer: StateCreator<T>, renderedState: (store: StoreApi<T>) => T): UseBoundStore<StoreApi<T>> {
  const store = createStore<T>()(initializer);
  const rendered = { getState: store.getState, subscribe: store.subscribe, getInitialState: () => renderedState(store) };
  const useBoundStore = <U>(selector?: (state: T) => U) => useStore(rendered, selector!);
  return Object.assign(useBoundStore, store) as UseBoundStore<StoreApi<T>>;
}
