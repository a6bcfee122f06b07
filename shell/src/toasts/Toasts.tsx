import { useBrowserValue } from '@clinic/shared/ui';
import { useLoadedComponent } from '../app/useLoadedComponent';
import { onToastsWanted, toastsWanted, wantToasts } from './toast-demand';

const loadToastContainer = () => import('./ClinicToastContainer').then((m) => m.ClinicToastContainer);

/** The page's one toast container, mounted once something wants to show a toast. */
export function Toasts() {
  // A page rendered on the server has no toasts yet.
  const wanted = useBrowserValue(toastsWanted, false, onToastsWanted);
  const ToastContainer = useLoadedComponent(wanted ? loadToastContainer : null);
  if (!ToastContainer) return null;
  // Toasts are announced through the container's live region.
  return <ToastContainer />;
}

/** The shell's own error toast (start-up loads), which loads react-toastify only when there is one. */
export function toastError(message: string) {
  wantToasts();
  void import('react-toastify').then(({ toast }) => toast.error(message));
}
