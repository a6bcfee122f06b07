import { BrowserRouter } from 'react-router-dom';
import { Toasts } from '../toasts/Toasts';
import { AppRoutes } from './AppRoutes';
import { PageArrival } from './navigation/PageArrival';
import { useAppStartup } from './useAppStartup';

/** The whole site below the router: the browser's router here, the server's in server/render.tsx. */
export function AppTree() {
  useAppStartup();
  return (
    <>
      <AppRoutes />
      <PageArrival />
      <Toasts />
    </>
  );
}

export function App() {
  // <html data-app-ready> is set by the page itself (AppReadyMark), once it answers input.
  return (
    <BrowserRouter>
      <AppTree />
    </BrowserRouter>
  );
}
