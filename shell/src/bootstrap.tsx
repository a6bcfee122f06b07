import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@clinic/shared/styles/tokens.css';
import { storedStaffRole } from '@clinic/shared/tokens';
import { registerRemotesFromConfig } from './remotes/registry';
import { App } from './app/App';
import { loadStaffLayout } from './app/AppRoutes';

async function start() {
  // A missing remotes.json must not blank the page: every section then shows its own fallback.
  await registerRemotesFromConfig().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  // The first page is already on its way (remotes/first-page.ts); a staff member's frame starts now.
  if (storedStaffRole()) loadStaffLayout().catch(() => undefined);
  // A transition lets React render the first page in slices, yielding to the browser between them,
  // instead of in one long task that would hold up input while the page starts.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
}

void start();
