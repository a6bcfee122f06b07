import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Names the remote and the stage whenever a remote fails to load. It returns nothing, so the error
 * still reaches the section's error boundary, which shows the fallback and offers a retry.
 */
export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`Remote module ${id} failed during ${lifecycle}:`, error);
      return undefined;
    },
  };
}
