import { useEffect } from 'react';
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
  // Set once the app answers input: a page the server rendered shows earlier than that, and an automated
  // visitor (the e2e suite) waits for this before it presses the page's buttons.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <BrowserRouter>
      <AppTree />
    </BrowserRouter>
  );
}
