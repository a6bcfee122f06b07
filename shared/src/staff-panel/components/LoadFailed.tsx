import { Button, EmptyState } from '@clinic/shared/ui';
import en from '../locales/en.json';
import { useStaffT } from '../i18n';

type What = keyof typeof en.LoadFailed.what;
/** The things a staff page loads, by their English words (the `what` the panels pass). */
const WHAT = new Map(Object.entries(en.LoadFailed.what).map(([key, english]) => [english, key as What]));

/**
 * After a failed load (already toasted), a way forward instead of a blank page. `what` is said in the
 * language on screen: the English words of a known thing (`appointments`, `week and leave`, …) are
 * translated here; any other text is shown as given (pass it already translated).
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useStaffT();
  const known = WHAT.get(what);
  return (
    <EmptyState title={t('LoadFailed.title', { what: known ? t(`LoadFailed.what.${known}`) : what })}>
      <Button variant="secondary" onClick={onRetry}>
        {t('LoadFailed.tryAgain')}
      </Button>
    </EmptyState>
  );
}
