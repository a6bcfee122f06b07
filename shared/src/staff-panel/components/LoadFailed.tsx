import { Button, EmptyState } from '@clinic/shared/ui';

/** After a failed load (already toasted), a way forward instead of a blank page. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState title={`The ${what} could not be loaded`}>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  );
}
