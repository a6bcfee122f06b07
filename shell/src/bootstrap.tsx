import { createRoot } from 'react-dom/client';
import '@clinic/shared/styles/tokens.css';
import { selectStaffRole, useAuthStore } from '@clinic/shared/stores';
import { loadRemotePage, registerRemotesFromConfig } from './remotes/registry';
import { pageAt } from './remotes/routes';
import { App } from './app/App';
import { loadStaffLayout } from './app/AppRoutes';

async function start() {
  // A missing remotes.json must not blank the page: every section then shows its own fallback.
  await registerRemotesFromConfig().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  // The first page's remote starts loading now, while React renders the frame around it; its
  // section handles a failure when it asks for the same request.
  const role = selectStaffRole(useAuthStore.getState());
  const page = pageAt(window.location.pathname, role);
  if (page) loadRemotePage(page).catch(() => undefined);
  if (role) loadStaffLayout().catch(() => undefined);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
