import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@clinic/shared/styles/tokens.css';
import { useClinicHoursStore, useDoctorsStore } from '@clinic/shared/stores';
import { storedStaffRole } from '@clinic/shared/tokens';
import { registerRemotesFromConfig } from './remotes/registry';
import { App } from './app/App';
import { loadStaffLayout } from './app/AppRoutes';
import { readServedState } from './app/served-state';

function start() {
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

  // A page the server rendered (for a visitor, which is what the server can see) is taken over as it
  // stands: React attaches to the markup on screen, from the state it was rendered with.
  if (served && !staff) {
    if (served.doctors) useDoctorsStore.setState({ doctors: served.doctors, clinicTz: served.clinicTz ?? null, status: 'ready' });
    if (served.clinicHours) useClinicHoursStore.setState({ hours: served.clinicHours, status: 'ready' });
    hydrateRoot(container, <App />);
    return;
  }
  // A transition lets React render the first page in slices, yielding to the browser between them,
  // instead of in one long task that would hold up input while the page starts.
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

start();
