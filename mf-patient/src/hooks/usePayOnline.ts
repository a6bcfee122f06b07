import { useState } from 'react';
import { useCallAction } from '@clinic/shared/data';

/**
 * Pay Online for one appointment: starts the provider's checkout and leaves for its page, which returns to
 * /verify. Busy from the tap until the browser has left, so a second tap cannot open a second session.
 * `onLeaving` runs just before the browser goes (the confirmation panel lets go of its booking then).
 */
export function usePayOnline(appointmentId: string, onLeaving?: () => void) {
  const [leaving, setLeaving] = useState(false);
  const payment = useCallAction('userPayment', {
    onDone: (result) => {
      if (!result?.success) return;
      setLeaving(true);
      onLeaving?.();
      window.location.assign(result.session_url);
    },
  });
  return { paying: payment.pending || leaving, pay: () => void payment.run({ appointmentId }) };
}
