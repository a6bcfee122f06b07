import { createRoot } from 'react-dom/client';
import '@clinic/shared/styles/tokens.css';
import { registerRemotesFromConfig } from './remotes/registry';
import { App } from './app/App';

async function start() {
  // A missing remotes.json must not blank the page: every section then shows its own fallback.
  await registerRemotesFromConfig().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
