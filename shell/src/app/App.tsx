import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AppRoutes } from './AppRoutes';
import { useAppStartup } from './useAppStartup';

export function App() {
  useAppStartup();
  return (
    <BrowserRouter>
      <AppRoutes />
      {/* Spec section 9 defaults; toasts are announced through the container's live region. */}
      <ToastContainer position="top-right" autoClose={5000} theme="light" closeButton pauseOnHover draggable />
    </BrowserRouter>
  );
}
