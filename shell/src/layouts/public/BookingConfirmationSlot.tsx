import { useLocation } from 'react-router-dom';
import { useAuthStore, useBookingConfirmationStore } from '@clinic/shared/stores';
import { useLoadedComponent } from '../../app/useLoadedComponent';
import { loadRemotePage } from '../../remotes/registry';
import { RemoteErrorBoundary } from '../../remotes/RemoteErrorBoundary';

const loadPanel = () => loadRemotePage('mf_patient/BookingConfirmation').then((m) => m.default);
const ignore = () => {};

/**
 * The patient's booking confirmation at the top of `/` (decision 39), from mf_patient. Fetched only once the
 * store holds a booking, so a visitor who has not booked downloads nothing more; the store is empty while
 * a page rendered on the server hydrates, so the server's markup never has it.
 */
export function BookingConfirmationSlot() {
  const onHome = useLocation().pathname === '/';
  const booked = useBookingConfirmationStore((s) => s.confirmation !== null);
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const shown = onHome && booked && signedIn;
  const Panel = useLoadedComponent(shown ? loadPanel : null);
  return shown && Panel ? (
    <RemoteErrorBoundary onRetry={ignore}>
      <Panel />
    </RemoteErrorBoundary>
  ) : null;
}
