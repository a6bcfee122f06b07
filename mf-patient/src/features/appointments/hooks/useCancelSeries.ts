import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';
import { translate } from '../../../i18n';

/**
 * "Cancel the rest of the series" (decision 50): every session not yet started, as one call; the answer
 * (toasted) says how many went and which stay inside the clinic's cut-off.
 */
export function useCancelSeries(seriesId: string, reload: () => void) {
  const { run, pending } = useCallAction('userCancelSeries', {
    onDone: (result) => {
      if (!result) return;
      // Freed slots must show up in every picker at once.
      if (result.success) void useDoctorsStore.getState().load();
      reload();
    },
  });
  return {
    pending,
    cancelRest: () => {
      if (window.confirm(translate('Series.confirmCancelRest'))) void run({ seriesId });
    },
  };
}
