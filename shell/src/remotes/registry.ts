import type { ComponentType } from 'react';
import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { toastDemandPlugin } from '../toasts/toast-demand';
import { requestRemotesConfig } from './remotes-config';

type PageModule = { default: ComponentType };

const registered = new Map<string, string>();
const failed = new Set<string>();
/** Pages on their way, so that the start-up preload and the route's render share one request. */
const pages = new Map<string, Promise<PageModule>>();

/** A remote that has not answered by then is treated as down, so the section can offer a retry. */
export const REMOTE_TIMEOUT_MS = 15_000;

/**
 * What a page waits for besides its code: its words in the language on screen (bootstrap.tsx sets it; this
 * module runs before shared modules, so it cannot read the language itself). A remote's catalogs register
 * when its page module runs, and are fetched here, so the page never renders in English first.
 */
type WordsLoader = (pageId: string) => Promise<void>;
let resolveWordsLoader: (load: WordsLoader) => void;
const wordsLoader = new Promise<WordsLoader>((resolve) => (resolveWordsLoader = resolve));
export const setPageWordsLoader = (load: WordsLoader) => resolveWordsLoader(load);

let registration: Promise<void> | undefined;
let pluginsRegistered = false;

/** Once per page (every page load waits for it); after a failure, the next page asked for tries again. */
export function registerRemotesFromConfig(): Promise<void> {
  registration ??= (async () => {
    if (!pluginsRegistered) registerGlobalPlugins([toastDemandPlugin]);
    pluginsRegistered = true;
    const config = await requestRemotesConfig();
    for (const [name, entry] of Object.entries(config)) registered.set(name, entry);
    registerRemotes([...registered].map(([name, entry]) => ({ name, entry })));
  })();
  registration.catch(() => (registration = undefined));
  return registration;
}

export function markRemoteFailed(remoteName: string) {
  failed.add(remoteName);
}

/** Forgets a remote that failed to load, so the next attempt fetches its manifest and entry again. */
function resetIfFailed(remoteName: string) {
  const entry = registered.get(remoteName);
  if (!failed.has(remoteName) || !entry) return;
  failed.delete(remoteName);
  registerRemotes([{ name: remoteName, entry }], { force: true });
}

function timeout(id: string): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${id} did not load within ${REMOTE_TIMEOUT_MS / 1000} s`)), REMOTE_TIMEOUT_MS),
  );
}

async function fetchPage(id: string): Promise<PageModule> {
  const remoteName = id.split('/')[0]!;
  try {
    await registerRemotesFromConfig();
    resetIfFailed(remoteName);
    const module = await Promise.race([loadRemote<PageModule>(id), timeout(id)]);
    if (!module?.default) throw new Error(`${id} has no default export`);
    await Promise.race([wordsLoader.then((load) => load(id)), timeout(id)]);
    return module;
  } catch (error) {
    markRemoteFailed(remoteName);
    throw error;
  }
}

/** Loads a page component exposed by a remote, e.g. `mf_public/HomePage`. */
export function loadRemotePage(id: string): Promise<PageModule> {
  let page = pages.get(id);
  if (!page) {
    page = fetchPage(id);
    pages.set(id, page);
    // Once settled the federation runtime holds the module; a failed one is tried afresh next time.
    page.then(
      () => pages.delete(id),
      () => pages.delete(id),
    );
  }
  return page;
}
