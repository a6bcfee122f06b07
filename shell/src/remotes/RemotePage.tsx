import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { Spinner } from '@clinic/shared/ui';
import { AppReadyMark } from '../app/AppReadyMark';
import { loadRemotePage } from './registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { ServerPagesContext } from './server-pages';

/** A route's page, loaded from the remote that owns it, inside its own boundary. */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const serverPage = useContext(ServerPagesContext)[id];
  // A new lazy component per attempt: React caches a rejected lazy, so a retry needs a fresh one. It is
  // made here, above the Suspense boundary: state below it is dropped each time the page suspends.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => serverPage ?? lazy(() => loadRemotePage(id)), [id, attempt, serverPage]);
  return (
    <RemoteErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        <Page />
        <AppReadyMark />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
