import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { currentLanguage, ensureLanguage } from '@clinic/shared/i18n';
import { ISLANDS_GLOBAL } from '@clinic/shared/server-manifest';
import { useAuthStore, useBookingConfirmationStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { storedStaffRole } from '@clinic/shared/tokens';
import type { Islands } from '@clinic/shared/ui';
import { readServedState, takeServedLanguage, takeServedStores } from '../app/served-state';
import { FullPageLoads } from './full-page-loads';
import { IslandRouter } from './IslandRouter';
import { islands as shellIslands } from './islands';

// A page served as islands (decision 59): the server's HTML, of which only the parts marked
// `<div data-island="app/name">` are hydrated, each from its app's islands bundle, with no federation
// runtime. This bundle runs first (the renderer lists it first), puts the shared modules where the
// remotes' bundles find them (the build's entry, islands-config.ts), and hydrates the shell's islands.

interface IslandsGlobal {
  modules: Record<string, unknown>;
  hydrate(app: string, islands: Islands): void;
}
const islandsGlobal = (globalThis as unknown as Record<string, IslandsGlobal>)[ISLANDS_GLOBAL]!;

/** The federated app's scripts, written beside this one's by the renderer, for a page islands cannot serve. */
function startWholeApp() {
  const entries = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app?.split(' ') ?? [];
  for (const src of entries.filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
}

/**
 * A staff member's panel replaces the page, and a patient back on the home page after booking sees the
 * booking's confirmation from mf_patient: both are the federated app's, which then takes over the page.
 */
const wantsWholeApp = () =>
  Boolean(storedStaffRole()) ||
  (window.location.pathname === '/' &&
    useBookingConfirmationStore.getState().confirmation !== null &&
    Boolean(useAuthStore.getState().token));

const served = readServedState();
const wholeApp = !served || wantsWholeApp();
let total = document.querySelectorAll('[data-island]').length;
let hydrated = 0;

/** Marks `<html data-app-ready>` once every island answers input (what the e2e suite waits for before typing). */
function Hydrated() {
  useEffect(() => {
    hydrated += 1;
    if (hydrated >= total) document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

/** Hydrates the islands of one app on this page, each as its own React root over the server's markup. */
function hydrate(app: string, islands: Islands) {
  if (wholeApp) return;
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island^="${app}/"]`)) {
    const name = element.dataset.island!.slice(app.length + 1);
    const load = islands[name];
    if (!load) {
      // Left as the server wrote it; the page is ready without it.
      console.error(`${app} has no island ${name}`);
      total -= 1;
      continue;
    }
    Promise.resolve(load()).then(
      (Island: ComponentType) =>
        // In a transition React hydrates in slices and yields to the browser between them.
        startTransition(() => {
          hydrateRoot(
            element,
            <FullPageLoads.Provider value>
              <IslandRouter>
                <Island />
                <Hydrated />
              </IslandRouter>
            </FullPageLoads.Provider>,
          );
        }),
      // Its code did not arrive: the part stays as the server wrote it, its links still links.
      (error: unknown) => console.error(`Could not load the island ${app}/${name}`, error),
    );
  }
  // The rest of each part's words (a dialog's, a message's), after the page's own, which came with it.
  void ensureLanguage(currentLanguage()).catch(() => undefined);
}

islandsGlobal.hydrate = hydrate;

if (wholeApp) startWholeApp();
else {
  takeServedLanguage(served);
  takeServedStores(served);
  // A page rendered without the list (the api was slow) reads it now: the header's Book button and the team need it.
  if (!served.doctors) void useDoctorsStore.getState().load();
  // The signed-in patient's menu shows their name, and a language they choose is saved in their profile.
  if (useAuthStore.getState().token) void useProfileStore.getState().load();
  // Says which way this page runs (the e2e suite's text guard reads only the islands of such a page).
  document.documentElement.setAttribute('data-islands', '');
  hydrate('shell', shellIslands);
}
