import { BrowserRouter } from 'react-router-dom';
import { Toasts } from '../toasts/Toasts';
import { AppRoutes } from './AppRoutes';
import { useAppStartup } from './useAppStartup';

export function App() {
  useAppStartup();
  return (
    <BrowserRouter>
      <AppRoutes />
      <Toasts />
    </BrowserRouter>
  );
}
